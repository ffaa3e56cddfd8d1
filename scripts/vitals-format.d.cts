import type { MetricName } from '../deploy/field-report.cjs';
import type { Summary } from './vitals-summary.cjs';

/** A figure as an operator reads it: milliseconds, or CLS's score. */
export function formatValue(metric: MetricName, value: number): string;
/** The summary as the report prints it for a person, every text of a request escaped. */
export function formatSummary(summary: Summary): string;
