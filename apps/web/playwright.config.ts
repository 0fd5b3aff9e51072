import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const PORT = Number(process.env.E2E_PORT ?? 3199);
// E2E_BASE_URL runs the specs against a server you started yourself (it must hold the demo data).
const EXTERNAL_URL = process.env.E2E_BASE_URL;
const BASE_URL = EXTERNAL_URL ?? `http://localhost:${PORT}`;

// Playwright loads this file in every worker too; only the main process starts the server, so the data
// folder is made once and handed to the workers through the environment. Specs read the server's
// e-mails from E2E_DATA_DIR/mail (e2e/support/mail.ts); with E2E_BASE_URL, pass the server's DATA_DIR.
if (!EXTERNAL_URL && !process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'recolecta-e2e-'));
}
const DATA_DIR = process.env.E2E_DATA_DIR ?? '';

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  outputDir: '../../test-results/web-e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous waits: the suite shares two cores with the server and the browser.
  // In CI the machine may be busier still (a run took 4.5 times as long as on an idle machine).
  timeout: process.env.CI ? 90_000 : 60_000,
  expect: { timeout: process.env.CI ? 25_000 : 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'es-MX',
    // As a user with the system's "reduce motion" setting: no animations to wait for (about a fifth
    // less time on two cores); preferences.spec.ts checks that others still get them.
    reducedMotion: 'reduce',
    // A trace costs every action a DOM snapshot; in CI only the retry of a failed test records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 860 } } },
  ],
  webServer: EXTERNAL_URL
    ? undefined
    : {
        // The real API serving the built web app (`npm run test:e2e` builds it first). `env -u` because a
        // DEMO_DATA=false inherited from the shell would leave the database without the demo logins.
        command: 'env -u DEMO_DATA npm run start -w @recolecta/api',
        cwd: '../..',
        url: `${BASE_URL}/healthz`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: { PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn' },
      },
});
