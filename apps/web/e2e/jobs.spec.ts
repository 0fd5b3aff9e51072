import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, PASSWORD, signIn, TOKEN_KEY } from './support/accounts.ts';
import { chooseFilter } from './support/catalog.ts';
import { type MailServer, startMailServer } from './support/smtp.ts';

/**
 * A real failure needs a real mail server that refuses: this spec runs its own API process (fresh data
 * folder, demo data, started as `npm start` in apps/api does) whose SMTP_URL points at a mail server of
 * the spec's own (support/smtp.ts) refusing the admin's address,
 * with retries 50 ms apart so the e-mail job spends its eight attempts in seconds.
 */
const apiRoot = path.resolve(import.meta.dirname, '../../api');

async function startServer(smtpUrl: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recolecta-e2e-jobs-'));
  const port = 3400 + Math.floor(Math.random() * 400);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SMTP_URL: smtpUrl,
      JOB_RETRY_SECONDS: '0.05',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (d) => (errors += d));
  const base = `http://127.0.0.1:${port}`;
  // A cold start compiles the server and seeds the demo data; beside two browsers on two cores in CI
  // that has taken over two minutes, so the wait is long and measured in time, not in tries.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the jobs server exited: ${errors}`);
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the jobs server did not start: ${errors}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, child, dataDir };
}

async function stopServer(server: { child: ChildProcess; dataDir: string }) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
  rmSync(server.dataDir, { recursive: true, force: true });
}

/** Signs the page in on another origin, as a login would leave it. */
async function signInAt(page: Page, base: string) {
  const res = await page.request.post(`${base}/api/v1/auth/login`, {
    data: { email: ACCOUNTS.admin, password: PASSWORD },
  });
  expect(res.status()).toBe(200);
  const token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
  await page.addInitScript(
    ({ key, value }) => {
      localStorage.setItem(key, value);
      sessionStorage.setItem(key, value);
    },
    { key: TOKEN_KEY, value: token },
  );
  return token;
}

test('an e-mail the SMTP server refuses ends failed on the jobs page; an admin retries it and it goes out', async ({
  page,
}) => {
  test.setTimeout(360_000);
  let smtp: MailServer | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    smtp = await startMailServer();
    smtp.refused.add(ACCOUNTS.admin);
    server = await startServer(smtp.url);
    const { base } = server;
    const token = await signInAt(page, base);

    // A password reset queues an e-mail; the server refuses it eight times and the job fails.
    const reset = await page.request.post(`${base}/api/v1/auth/initiate-reset-password`, {
      data: { email: ACCOUNTS.admin },
    });
    expect(reset.status()).toBe(200);
    await expect
      .poll(
        async () => {
          const res = await page.request.get(`${base}/api/v1/jobs?status=failed`, {
            headers: { authorization: `Bearer ${token}` },
          });
          return ((await res.json()) as { meta: { total: number } }).meta.total;
        },
        { timeout: 60_000 },
      )
      .toBe(1);

    // The admin finds it from the menu.
    await page.goto(`${base}/app/dashboard`);
    await page.getByRole('menuitem', { name: 'Trabajos en segundo plano' }).click();
    await expect(page).toHaveURL(/\/app\/jobs$/);
    await expect(page.getByRole('heading', { name: 'Trabajos en segundo plano' })).toBeVisible();
    await chooseFilter(page, 'Estado', 'Fallido');
    await expect(page).toHaveURL(/status=failed/);
    const row = page.locator('.ant-table-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('job-status')).toHaveText('Fallido');
    await expect(row).toContainText('Envío de correo');
    await expect(row).toContainText(`${ACCOUNTS.admin} · Restablece tu contraseña de Recolecta`);
    await expect(row).toContainText('8 de 8');
    await expect(row).toContainText('550');

    // The mailbox is back; the admin retries, confirming first.
    smtp.refused.delete(ACCOUNTS.admin);
    await row.getByTestId('job-retry').click();
    await expect(page.getByText('¿Reintentar este trabajo?')).toBeVisible();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByText('Trabajo en cola de nuevo')).toBeVisible();
    await expect.poll(() => smtp!.to(ACCOUNTS.admin).length, { timeout: 20_000 }).toBe(1);
    expect(smtp.to(ACCOUNTS.admin)[0]!.subject).toBe('Restablece tu contraseña de Recolecta');

    await chooseFilter(page, 'Estado', 'Hecho');
    // Among the done jobs (the day's service-plan run is one), the e-mail.
    const sent = row.filter({ hasText: ACCOUNTS.admin });
    await expect(sent).toHaveCount(1);
    await expect(sent.getByTestId('job-status')).toHaveText('Hecho');
    await expect(sent).toContainText('1 de 8');
    await expect(sent.getByTestId('job-retry')).toHaveCount(0);
  } finally {
    if (server) await stopServer(server);
    await smtp?.close();
  }
});

test('an owner is not offered the jobs page and is refused it', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/app/orders');
  await expect(page.getByRole('menuitem', { name: 'Pedidos' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Trabajos en segundo plano' })).toHaveCount(0);
  await page.goto('/app/jobs');
  await expect(page.getByTestId('no-permission')).toBeVisible();
  await expect(page.locator('.ant-table')).toHaveCount(0);
});
