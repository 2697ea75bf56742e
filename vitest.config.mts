import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './widgets/embed/preactAliases.mjs';

const WIDGET_TESTS = {
  include: ['tests/widgets/**/*.test.ts', 'tests/widgets/**/*.test.tsx'],
  environment: 'jsdom',
  globalSetup: ['tests/support/seededSqliteSetup.ts'],
  setupFiles: ['tests/support/domTesting.ts', 'tests/widgets/support/setup.ts'],
} as const;

/** The embed bundle's aliases (rollup.config.mjs), plus the test utilities. */
const TEST_PREACT_ALIASES = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  ...PREACT_ALIASES,
  // The package has no `exports`; its ESM build is the one whose imports the aliases can rewrite.
  { find: /^@testing-library\/react$/, replacement: fileURLToPath(new URL('node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url)) },
];

export default defineConfig({
  test: {
    testTimeout: 30000,
    hookTimeout: 60000,
    // `expect.poll` waits up to 10 s rather than its default 1 s, for the reason Testing Library's
    // waits do (tests/support/domTesting.ts): on two busy cores a back-office list's first answer
    // can take more than a second (a case list missed its 1 s in CI). A poll still ends as soon as
    // it succeeds.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    // Two files at a time on CI's two cores (vitest's default is one fewer than the cores): most
    // test files spend much of their time waiting on Chromium, PostgreSQL, child processes and
    // sockets, so a second file fills the first one's waits.
    maxWorkers: 2,
    reporters: ['default', './tests/support/timingReporter.ts', './tests/support/summaryReporter.ts'],
    projects: [
      {
        // No built site or bundle here: `vitest run tests/contract` (or cms, commands, builders…)
        // starts PostgreSQL and seeds the demo content once on each engine, and nothing else.
        extends: true,
        test: {
          name: 'node',
          // Each worker keeps the modules it imported from one file to the next: the CMS, Kysely,
          // Fastify and their kin are imported once a worker rather than once a file. Measured
          // on the 2-core CI machine on 2026-11-30: the project in 766 s against 1,006 s, imports
          // 86 s against 412 s (docs/testing.md). So a file must leave nothing behind for the
          // next: it stops the CMS, databases and servers it starts, mocks no module, and puts
          // back any global it patches (the jsdom files share one document per worker).
          isolate: false,
          globalSetup: ['tests/support/globalSetup.ts'],
          setupFiles: ['tests/support/domTesting.ts'],
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, 'tests/site/**', 'tests/widgets/**', 'tests/e2e/**'],
        },
      },
      {
        // The built site and embed bundle in Debian's Chromium: the only tests that need them,
        // so the only project whose global setup builds them (skipped when current).
        extends: true,
        test: {
          name: 'e2e',
          globalSetup: ['tests/support/seededSqliteSetup.ts', 'tests/support/siteGlobalSetup.ts'],
          include: ['tests/e2e/**/*.test.ts'],
        },
      },
      {
        // Site components and client modules: jsdom per file (`// @vitest-environment jsdom`),
        // SQLite only and no site build, so `vitest run tests/site` starts in seconds.
        extends: true,
        test: {
          name: 'site',
          include: ['tests/site/**/*.test.ts', 'tests/site/**/*.test.tsx'],
          globalSetup: ['tests/support/seededSqliteSetup.ts'],
          setupFiles: ['tests/support/domTesting.ts', 'tests/site/setup.ts'],
        },
      },
      // The widgets' tests, twice over the same files: once with React 18 (as the Gatsby site
      // renders them) and once with react/react-dom aliased to preact/compat (as the embed bundle
      // ships them, rollup.config.mjs). @testing-library/react drives both: in the Preact project
      // its ESM build is inlined so that its own `react`, `react-dom/client` and
      // `react-dom/test-utils` imports resolve to preact/compat, preact/compat/client and
      // preact/test-utils (whose `act` it falls back to). Each project says which renderer it
      // expects (WIDGET_RENDERER), and tests/widgets/renderer.test.tsx checks it is the one used.
      {
        extends: true,
        test: { ...WIDGET_TESTS, name: 'widgets-react', env: { WIDGET_RENDERER: 'react' } },
      },
      {
        extends: true,
        resolve: { alias: TEST_PREACT_ALIASES },
        test: {
          ...WIDGET_TESTS,
          name: 'widgets-preact',
          env: { WIDGET_RENDERER: 'preact' },
          // Server rendering is the Gatsby site's, which renders with React only.
          exclude: [...configDefaults.exclude, 'tests/widgets/ssr.test.tsx', 'tests/widgets/cases/serverRender.test.tsx'],
          server: { deps: { inline: [/@testing-library[\\/]react/] } },
        },
      },
    ],
  },
});
