// @ts-check
/**
 * The slow phone every measure of the store uses (the benchmarks, scripts/bench-profiles.mjs, and the @throttled
 * journeys, test/e2e/support/fixtures.ts): Lighthouse's mobile conditions, the CPU 4x slower, 150 ms round trips,
 * 200 KB/s down, 750 kbit/s up.
 */
const SLOW_PHONE = {
  cpu: 4,
  network: { latency: 150, downloadThroughput: 200 * 1024, uploadThroughput: (750 * 1024) / 8 },
};

module.exports = { SLOW_PHONE };
