#!/usr/bin/env bash
# Fails when a production dependency has a high or critical advisory (`npm audit --omit=dev`).
#
#   scripts/audit.sh                   exit 0: none; 1: some (listed); 2: the advisory service could not be asked
#   AUDIT_OPTIONAL=1 scripts/audit.sh  the same, except that an unreachable advisory service exits 0 (after
#                                      saying so), for a registry that offers no advisory service
#
# npm's own exit status cannot tell "vulnerable" from "could not ask" (both are 1), so the JSON report decides:
# a report has `metadata.vulnerabilities`; a failed request has an `error` object and a `message` instead.
# AUDIT_NPM names the npm to run (default: npm), so the three outcomes can be tried with a stand-in.
set -uo pipefail

cd "$(dirname "$0")/.." || exit 2

report=$(mktemp)
errors=$(mktemp)
trap 'rm -f "$report" "$errors"' EXIT

# The exit status is read from the report below, not from npm.
"${AUDIT_NPM:-npm}" audit --omit=dev --audit-level=high --json >"$report" 2>"$errors"

output=$(node - "$report" "$errors" <<'NODE'
const { readFileSync } = require('node:fs');
const [reportFile, errorsFile] = process.argv.slice(2);

function unreachable(message) {
  console.log(message.trim() || 'no report and no error message');
  process.exit(3);
}

let report;
try {
  report = JSON.parse(readFileSync(reportFile, 'utf8'));
} catch {
  // No JSON at all: npm failed before writing a report (no network, no lock file...). Its last error says why.
  const npmErrors = readFileSync(errorsFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('npm error'))
    .map((line) => line.replace(/^npm error\s*/, ''));
  unreachable(npmErrors.join(' '));
}

const counts = report && report.metadata && report.metadata.vulnerabilities;
if (!counts || typeof counts !== 'object' || report.error) {
  const error = (report && report.error) || {};
  unreachable([report && report.message, error.code, error.summary, error.detail].filter(Boolean).join(' — '));
}

const high = Number(counts.high) || 0;
const critical = Number(counts.critical) || 0;
const summary = ['critical', 'high', 'moderate', 'low', 'info']
  .map((level) => `${String(Number(counts[level]) || 0)} ${level}`)
  .join(', ');

if (high + critical === 0) {
  console.log(`npm audit --omit=dev: no high or critical advisories (${summary}).`);
  process.exit(0);
}

console.log(`npm audit --omit=dev: ${String(high + critical)} high or critical (${summary}):`);
for (const [name, entry] of Object.entries(report.vulnerabilities || {})) {
  if (entry.severity !== 'high' && entry.severity !== 'critical') continue;
  const why = (entry.via || [])
    .map((via) => (typeof via === 'string' ? `via ${via}` : `${via.title || 'advisory'} ${via.url || ''}`.trim()))
    .join('; ');
  const fix = entry.fixAvailable ? 'fix available' : 'no fix available';
  console.log(`  ${entry.severity} ${name} ${entry.range || ''}: ${why} (${fix})`);
}
process.exit(1);
NODE
)
verdict=$?

case "$verdict" in
  0 | 1)
    echo "$output"
    exit "$verdict"
    ;;
  3)
    echo "npm audit could not reach the advisory service: $output"
    if [ "${AUDIT_OPTIONAL:-}" = 1 ]; then
      echo "AUDIT_OPTIONAL=1: going on without an audit."
      exit 0
    fi
    exit 2
    ;;
  *)
    echo "scripts/audit.sh: reading the npm audit report failed (node exited $verdict): $output" >&2
    exit 2
    ;;
esac
