import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Five projects: unit (jsdom), component (screens rendered in jsdom with a mocked dataProvider, beside the
 * screens as `*.test.tsx`), api (real server over HTTP), browser (headless Chromium on the built app), ops (the
 * nginx layout and backups, needing PostgreSQL and nginx; not in `npm test`, run by .ci/run).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    // expect.poll waits 1 s by default: too short for a screen or a job on a loaded 2-core CI machine
    expect: { poll: { timeout: 30_000 } },
    // the test servers run in the workers: the same allocator setting as every launcher of the server (docs/operations.md → Memory)
    env: { MALLOC_TRIM_THRESHOLD_: '131072' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/unit-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/unit-setup.ts', 'tests/support/component-setup.ts'],
          // MUI + react-admin render slowly in jsdom on a loaded 2-core machine
          testTimeout: 60_000,
          // the stage runs alone: both cores
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          environment: 'node',
          // the files share their worker processes: the server's modules load once per worker instead of once per file
          // (3–6 s each), which took the run on PostgreSQL from 17 to 12.6 min; each file builds its own server and
          // database, and no module keeps state between servers (docs/performance.md → CI time)
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // one file at a time until two at once is proven on a quiet machine (each file has its own stack)
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // the production layout (deploy/) and backups, on the PostgreSQL server of DATABASE_URL: .ci/run
          name: 'ops',
          include: ['tests/ops/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
