import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One project per workspace; the API suite runs once per database. PostgreSQL runs only when
// TEST_DATABASE_URL points at a server (CI sets it), so a laptop without one still passes.
const apiProject = (db: 'pglite' | 'pg') => ({
  test: {
    name: `api-${db}`,
    root: './apps/api',
    // test/fuzz: the property-based suite generated from the OpenAPI document (issue 10).
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['./test/global-setup.ts'],
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one; on a two-core machine that is a single worker,
    // and the API files spend much of their time waiting on PostgreSQL or the HTTP round trip. Two
    // workers ran the PGlite API files in 277 s instead of 345 s on two shared cores (each file has
    // its own database, so files are independent).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'vrp',
          root: './packages/vrp',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('pg')] : []),
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['e2e/**'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // jsdom renders of antd forms take seconds on a loaded 2-core machine.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
