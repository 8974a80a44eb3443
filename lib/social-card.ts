/** Splits text into lines of at most `max` characters, breaking between words, with at most `lines` lines. */
export function wrapText(text: string, max: number, lines: number): string[] {
  const result: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current === "") current = word;
    else if (`${current} ${word}`.length <= max) current = `${current} ${word}`;
    else {
      result.push(current);
      current = word;
    }
  }
  if (current) result.push(current);
  if (result.length > lines) {
    const kept = result.slice(0, lines);
    kept[lines - 1] = `${kept[lines - 1]?.replace(/[\s.,;:]*$/, "")}…`;
    return kept;
  }
  return result;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A 1200 × 630 social card for a page, as SVG: wordmark, title, description and a little key grid. */
export function socialCardSvg(title: string, description: string): string {
  const titleLines = wrapText(title, 22, 3);
  const descriptionLines = wrapText(description, 50, 3);
  const titleTop = 240;
  const descriptionTop = titleTop + (titleLines.length - 1) * 70 + 70;
  const keys = [0, 1, 2].flatMap((row) =>
    [0, 1, 2].map(
      (col) => `<rect x="${905 + col * 86}" y="${205 + row * 86}" width="74" height="74" rx="12" fill="#f8f9fb" stroke="#9aa3af" stroke-width="3"/>`,
    ),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#0f1714"/>
  <rect x="0" y="0" width="1200" height="12" fill="#32d583"/>
  <text x="80" y="150" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="44" font-weight="700" letter-spacing="8" fill="#6ce9a6">HACKPAD</text>
  ${titleLines.map((line, i) => `<text x="80" y="${titleTop + i * 70}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`).join("\n  ")}
  ${descriptionLines.map((line, i) => `<text x="80" y="${descriptionTop + i * 40}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="28" fill="#c9d1d9">${escapeXml(line)}</text>`).join("\n  ")}
  <rect x="885" y="185" width="278" height="278" rx="22" fill="#1f6f4a"/>
  ${keys.join("\n  ")}
  <text x="80" y="580" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="26" fill="#8fd8b0">hackpad.hackclub.com</text>
</svg>`;
}
