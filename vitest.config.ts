import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { antdStyles } from './scripts/antd-styles-plugin.js';

/**
 * API tests whose assertions are about time — a request's latency while another tenant attacks, a
 * socket's timeout, another server process seeing a change within a second — run after the others, one
 * file at a time, so that no other test file shares the two cores with them (docs/development.md#ci).
 */
const TIMED_API_TESTS = [
  'tests/server/schema-engine/hostile-pattern.test.ts',
  'tests/server/http/request-limits.test.ts',
  'tests/server/areas/platform/uploads/upload-reader.test.ts',
  'tests/server/faults/*.test.ts',
  'tests/server/areas/platform/sign-in/online-sessions-processes.test.ts',
  'tests/server/areas/platform/roles/data-scopes-processes.test.ts',
  'tests/server/schema-engine/live-changes-processes.test.ts',
];

/**
 * Four projects: `unit` (client modules and components in jsdom, server modules in node),
 * `api` (the real Fastify app through app.inject on SQLite, and PostgreSQL when DATABASE_URL is set),
 * `api-timed` (the API tests that measure time, alone), `e2e` (the real server and Debian's Chromium
 * through playwright-core).
 */
export default defineConfig({
  plugins: [react(), antdStyles()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Client modules (tests/src), the scripts (tests/scripts), the docs (tests/docs) and the server's
          // modules on their own (tests/server/**/*.unit.test.ts, beside the API tests of the same folder).
          include: ['tests/{src,scripts,docs}/**/*.test.{ts,tsx}', 'tests/server/**/*.unit.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/unit.setup.ts'],
          // Vitest's default is one worker less than the machine's cores: one worker on CI's 2-core
          // machine, the other core idle for the whole jsdom suite (CPU-bound, about 5 minutes alone).
          // The suite runs by itself (its own group below, and its own run in scripts/test.mjs), so it
          // takes every core.
          maxWorkers: availableParallelism(),
          // The projects run one after the other, as scripts/test.mjs runs them, also in one
          // `npx vitest run`: the jsdom, database and browser suites do not starve each other, and
          // Vitest allows different worker counts only in different groups.
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/server/**/*.test.ts'],
          exclude: ['tests/server/**/*.unit.test.ts', ...TIMED_API_TESTS],
          environment: 'node',
          globalSetup: ['tests/setup/api.global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          // Each file has its own databases (a copy of the seeded templates), so files run side by side,
          // one per core: the suite waits on the databases as much as it computes.
          maxWorkers: availableParallelism(),
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'api-timed',
          include: TIMED_API_TESTS,
          environment: 'node',
          globalSetup: ['tests/setup/api.global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120000,
          hookTimeout: 180000,
          fileParallelism: false,
          sequence: { groupOrder: 3 },
          // A browser on a busy 2-core machine needs more than expect.poll's default 1 s to settle;
          // Playwright's own waits allow 30 s. The assertions are unchanged, only their patience.
          expect: { poll: { timeout: 15000, interval: 100 } },
        },
      },
    ],
  },
});
