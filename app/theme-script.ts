/**
 * Runs inline in <head> before the first paint so the page never flashes the wrong theme.
 * It reads the saved choice ("light", "dark" or "system") and sets `data-theme` on <html>.
 * Kept as a plain string so the Content-Security-Policy can allow it by its hash.
 */
export const THEME_STORAGE_KEY = "hackpad-theme";

export const themeScript = `(function(){try{var c=localStorage.getItem("${THEME_STORAGE_KEY}");var d=c==="dark"||(c!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.dataset.theme=d?"dark":"light";}catch(e){document.documentElement.dataset.theme="light";}})();`;
