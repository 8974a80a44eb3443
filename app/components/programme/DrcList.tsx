/**
 * The DRC message cards and the severity summary of /errors. They hold the whole DRC catalogue, so they load
 * with the page that shows them instead of with every page (see app/illustrations/DrcCards.tsx).
 */
export { DrcList, DrcSeverityTable } from "~/app/illustrations/lazy";
