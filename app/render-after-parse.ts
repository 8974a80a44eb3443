/** The id of the element that ends every page (root.tsx puts it last in the body). */
export const PAGE_END_ID = "page-end";

/**
 * Holds the first paint until the page has been parsed up to its end marker, so the browser lays the
 * page out once instead of again and again while the HTML streams in (each layout of a long page is a
 * long task on a phone). It inserts `<link rel="expect" blocking="render">` from the head, where the
 * HTML checker does not accept it as markup; a script in the head may still add render-blocking
 * elements. Browsers without it paint as before.
 */
export const renderAfterParseScript = `(function(){var l=document.createElement("link");l.rel="expect";l.href="#${PAGE_END_ID}";l.setAttribute("blocking","render");document.head.appendChild(l);})();`;
