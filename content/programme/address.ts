/** The docs site's address, where a report's links to the rules' pages point. */
export const siteOrigin = "https://hackpad.hackclub.com";
