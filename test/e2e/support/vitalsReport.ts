import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../../../scripts/serve-dist.cjs';
import { FIELD_REPORTS_MARK } from '../../../src/features/vitals/fieldReport';
import type { Summary } from '../../../scripts/vitals-summary.cjs';

/** The pages' field reports are loaded in their own chunk once the store runs (src/app/fieldVitals.ts). */
export const VITALS_SCRIPT = /\/assets\/vitals\.[0-9a-f]+\.js$/;

/** Whether the page reports its field vitals: the reporter marks it once it has started. Runs in the page. */
export const reporting = (mark: string) => performance.getEntriesByName(mark).length > 0;
export { FIELD_REPORTS_MARK };

/** What `npm run vitals:report -- FILES` prints for a person, and with `--json`, as an operator runs it. */
export function vitalsReport(files: string[], json?: false): string;
export function vitalsReport(files: string[], json: true): Summary;
export function vitalsReport(files: string[], json = false): string | Summary {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts/vitals-report.cjs'), ...files, ...(json ? ['--json'] : [])],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`vitals:report exited with ${String(result.status)}: ${result.stderr}`);
  return json ? (JSON.parse(result.stdout) as Summary) : result.stdout;
}

/** The report's figures for `route`, by metric name (any device class). */
export const figuresOf = (summary: Summary, route: string) =>
  new Set(summary.metrics.filter((row) => row.route === route).map((row) => row.metric));
