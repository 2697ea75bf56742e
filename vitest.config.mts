import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['tests/support/globalSetup.ts', 'tests/support/siteGlobalSetup.ts'],
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    reporters: ['default', './tests/support/summaryReporter.ts'],
  },
});
