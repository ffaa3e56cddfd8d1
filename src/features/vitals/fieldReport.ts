// What a page reports to its own server, and how it is written in the request's query string. The format lives in
// one plain JavaScript module, deploy/field-report.cjs, shared by the page (reporter.ts writes with it; webpack bundles
// it into the vitals chunk) and the operators' `npm run vitals:report` (scripts/vitals-report.cjs reads with it, with
// Node.js alone). This file gives the page's code its names, and its own mark (docs/decisions/0013).

export * from '../../../deploy/field-report.cjs';

/** A performance mark once the page reports (reportFieldVitals.ts): the journeys wait for it before hiding a page. */
export const FIELD_REPORTS_MARK = 'mossbloom:field-reports';
