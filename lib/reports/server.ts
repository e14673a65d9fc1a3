/**
 * The face of lib/reports (server-only): the reports and exports the commands write from what the domains
 * below stored. `npm run leads:export` (the leads as CSV) and `npm run leads:report` (leads, conversion exports
 * and payments per day and campaign, as a terminal table, CSV or one HTML page). The HTML is rendered with
 * react-dom/server, which Next.js refuses in anything it bundles: only scripts/ import this face.
 */
import "server-only";
export { dayRange } from "./day-range";
export { leadsCsv } from "./leads-export";
export { reportCsv, reportTable } from "./leads-report-text";
export { moneyCsv, moneyTable } from "./money-report-text";
export { periodReports } from "./period-reports";
export { reportHtml } from "./html/report-page";
