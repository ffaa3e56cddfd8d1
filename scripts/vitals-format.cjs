// @ts-check
// The report as an operator reads it (npm run vitals:report, scripts/vitals-report.cjs): the summary that
// scripts/vitals-summary.cjs sums up, as plain-text tables, every text of a request escaped. Node.js alone runs it.
// Typed by vitals-format.d.cts.
'use strict';

const { ERRORS_LISTED, ERROR_GROUPS, TARGETS_PER_ROUTE, escapeText } = require('./vitals-summary.cjs');

/** @typedef {import('./vitals-summary.cjs').Summary} Summary */
/** @typedef {import('./vitals-summary.cjs').MalformedReason} MalformedReason */

/** @type {import('./vitals-format.cjs')['formatValue']} */
const formatValue = (metric, value) => (metric === 'CLS' ? value.toFixed(3) : `${String(Math.round(value))} ms`);

/** @param {number} fraction */
const percent = (fraction) => `${String(Math.round(fraction * 100))}%`;

/**
 * Rows of cells as a plain-text table: columns as wide as their widest cell, numbers on the right. Every cell is
 * escaped: a request's text never reaches the terminal raw.
 * @param {readonly string[]} head
 * @param {readonly (readonly string[])[]} rows
 * @param {readonly number[]} right the columns of numbers
 */
function table(head, rows, right) {
  const cells = rows.map((row) => row.map(escapeText));
  const widths = head.map((title, column) => Math.max(title.length, ...cells.map((row) => (row[column] ?? '').length)));
  /** @param {readonly string[]} row */
  const line = (row) =>
    row
      .map((cell, column) =>
        right.includes(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(head), ...cells.map(line)].join('\n');
}

/** @type {(count: number, one: string, many: string) => string} */
const plural = (count, one, many) => `${String(count)} ${count === 1 ? one : many}`;

/** What each reason a line is malformed for says, in the report's first lines. */
/** @type {Readonly<Record<MalformedReason, string>>} */
const REASONS = {
  log: 'not an access-log line (or longer than 64 KiB)',
  query: 'not a query the page writes',
  route: 'a route not in the route table',
  device: 'an unknown device class',
  nav: 'an unknown navigation',
  release: 'a release not of hex digits',
  metric: 'an unknown metric',
  value: 'an impossible value',
  rating: 'a rating not the value’s',
  target: 'an INP target not as the page names one',
  message: 'an error message with control characters or too long',
  file: 'not a script of the store',
  place: 'a line or column not a number',
  browser: 'an unknown browser',
};

/** @type {import('./vitals-format.cjs')['formatSummary']} */
function formatSummary(summary) {
  const skipped = summary.foreign + summary.malformed + summary.refused;
  const parts = [
    `${plural(summary.reports, 'field report', 'field reports')} (${plural(summary.vitals, 'figure', 'figures')}, ${plural(summary.errors, 'script error', 'script errors')}) in ${plural(summary.lines, 'line', 'lines')}; ` +
      `${String(skipped)} skipped: ${plural(summary.foreign, 'other request', 'other requests')}, ${String(summary.malformed)} malformed, ${String(summary.refused)} not answered 204.`,
  ];
  const reasons = /** @type {[MalformedReason, number][]} */ (Object.entries(summary.malformedBy))
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1]);
  if (reasons.length > 0) {
    parts[0] += `\nMalformed: ${reasons.map(([reason, count]) => `${String(count)} ${REASONS[reason]}`).join('; ')}.`;
  }
  if (summary.metrics.length > 0) {
    parts.push(
      `Per route and device class (p75: three visits in four were at least this fast):\n${table(
        ['Route', 'Device', 'Metric', 'Count', 'p75', 'Good', 'Needs improvement', 'Poor'],
        summary.metrics.map((row) => [
          row.route,
          row.device,
          row.metric,
          String(row.count),
          formatValue(row.metric, row.p75),
          percent(row.good),
          percent(row.needsImprovement),
          percent(row.poor),
        ]),
        [3, 4, 5, 6, 7],
      )}`,
    );
  }
  if (summary.inpTargets.length > 0) {
    const others =
      summary.otherTargets > 0
        ? `\n${plural(summary.otherTargets, 'interaction', 'interactions')} on other targets, past the first ${String(TARGETS_PER_ROUTE)} of a route: not listed.`
        : '';
    parts.push(
      `Slowest interactions (INP) by what was tapped:\n${table(
        ['Route', 'Target', 'Count', 'p75', 'Worst'],
        summary.inpTargets.map((row) => [
          row.route,
          row.target,
          String(row.count),
          formatValue('INP', row.p75),
          formatValue('INP', row.worst),
        ]),
        [2, 3, 4],
      )}${others}`,
    );
  }
  if (summary.scriptErrors.length === 0) parts.push('Script errors: none.');
  else {
    const unlisted = summary.scriptErrors.length - ERRORS_LISTED;
    const more = [
      ...(unlisted > 0 ? [`${plural(unlisted, 'more message', 'more messages')} (--json lists them)`] : []),
      ...(summary.otherErrors > 0
        ? [
            `${plural(summary.otherErrors, 'error', 'errors')} of other messages, past the first ${String(ERROR_GROUPS)}: not kept`,
          ]
        : []),
    ];
    parts.push(
      `Script errors by message and release:\n${table(
        ['Count', 'Release', 'Message', 'Where', 'Browsers', 'Routes'],
        summary.scriptErrors
          .slice(0, ERRORS_LISTED)
          .map((row) => [
            String(row.count),
            row.release,
            row.message,
            row.where || '-',
            row.browsers.join(' '),
            row.routes.join(' '),
          ]),
        [0],
      )}${more.length > 0 ? `\nAnd ${more.join('; ')}.` : ''}`,
    );
  }
  return `${parts.join('\n\n')}\n`;
}

module.exports = { formatValue, formatSummary };
