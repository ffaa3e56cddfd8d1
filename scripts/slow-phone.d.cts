// Types of scripts/slow-phone.cjs for the TypeScript that imports it (test/e2e/support/fixtures.ts).

export declare const SLOW_PHONE: {
  cpu: number;
  network: { latency: number; downloadThroughput: number; uploadThroughput: number };
};
