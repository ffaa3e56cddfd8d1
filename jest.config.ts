import type { Config } from 'jest';

const config: Config = {
  // jsdom, plus Node's fetch/Request/Response so RTK Query talks real HTTP to the test server.
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }],
  },
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/test/support/cssModuleStub.cjs',
    '\\.css$': '<rootDir>/test/support/styleStub.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  // A lazy page module plus a loopback catalogue can take seconds on a loaded CI machine.
  testTimeout: 15_000,
  clearMocks: true,
  restoreMocks: true,
};

export default config;
