import { describe, expect, it } from '@jest/globals';
import type { Configuration } from 'webpack';

// webpack.config.js is the build's own CommonJS module (plain JS, no types to import), a function of (env, argv).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded as webpack loads it
const makeConfig = require('../../webpack.config.js') as (
  env: Record<string, unknown>,
  argv: { mode: 'development' | 'production' },
) => Configuration | Configuration[];

describe('the service worker in the build', () => {
  it('is built for production, from src/worker/sw.ts, as a web worker', () => {
    const configs = makeConfig({}, { mode: 'production' });
    expect(Array.isArray(configs)).toBe(true);
    const worker = (configs as Configuration[]).find((config) => config.name === 'service-worker');
    expect(worker?.target).toBe('webworker');
    expect(worker?.entry).toEqual({ sw: './src/worker/sw.ts' });
  });

  it('is not built for the development server: npm start has no service worker', () => {
    const config = makeConfig({}, { mode: 'development' });
    expect(Array.isArray(config)).toBe(false);
    expect((config as Configuration).entry).toEqual({ main: './src/main.tsx' });
  });
});
