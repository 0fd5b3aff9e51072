import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { loginThroughForm } from './support/accounts.ts';

/**
 * An install started empty (DEMO_DATA=false, docs/product.md §8): this spec runs its own API process on a
 * fresh data folder, reads the one-time set-up code it prints, and makes the first admin in the browser
 * as an operator would, in English; then, in Spanish, the set-up page says it is done and the admin
 * works down the first-run checklist. The tests run in order on the one server.
 */
const apiRoot = path.resolve(import.meta.dirname, '../../api');
const ADMIN = { name: 'Ana López', email: 'ana@operadora.test', password: 'Primer-admin-2026' };

let server: { base: string; child: ChildProcess; dataDir: string; code: string } | undefined;

async function startEmptyServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recolecta-e2e-empty-'));
  const port = 3400 + Math.floor(Math.random() * 400);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  // A cold start compiles the server and migrates; beside two browsers on two cores that can take
  // minutes, so the wait is long and measured in time. The code is printed once the server listens.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the empty server exited: ${output}`);
    const code = /\n {4}([0-9A-Z]{5}(?:-[0-9A-Z]{5}){3})\n/.exec(output)?.[1];
    if (code) return { base: `http://127.0.0.1:${port}`, child, dataDir, code };
    if (Date.now() > deadline) throw new Error(`the empty server printed no set-up code: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startEmptyServer();
});

test.afterAll(async () => {
  if (!server) return;
  const { child, dataDir } = server;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
});

const inEnglish = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('recolecta.preferences', JSON.stringify({ locale: 'en' })));

test('in English: the first admin from the set-up code, then the dashboard lists what is left to set up', async ({
  page,
}) => {
  const { base, code } = server!;
  await inEnglish(page);
  await page.goto(`${base}/auth/setup`);
  await expect(page.getByRole('heading', { name: 'First administrator' })).toBeVisible();
  await expect(page.getByLabel('Set-up code')).toBeVisible();
  await expectNoA11yViolations(page, { soft: true, label: 'the set-up form' });

  await page.getByLabel('Set-up code').fill('ABCDE-FGHJK-MNPQR-STVWX');
  await page.getByLabel('Full name').fill(ADMIN.name);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Confirm the password', { exact: true }).fill(ADMIN.password);
  await page.getByTestId('setup-submit').click();
  await expect(
    page.getByText('The set-up code is wrong or has expired; the server prints a new one when it restarts'),
  ).toBeVisible();

  // As read off the terminal, in lower case.
  await page.getByLabel('Set-up code').fill(code.toLowerCase());
  await page.getByTestId('setup-submit').click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  const checklist = page.getByTestId('setup-checklist');
  await expect(checklist.getByText('First steps')).toBeVisible();
  await expect(checklist.getByText('0 of 6')).toBeVisible();
  const organisation = checklist.getByTestId('setup-step-organisation');
  await expect(organisation).toContainText(
    'Organisation details: legal name, RFC, authorisations and address',
  );
  await expect(organisation).toContainText(
    'Missing: Organisation name, RFC, Transport authorisation, SCT registration, Address',
  );
  await expect(checklist.getByTestId('setup-step-store')).toContainText('A store or plant');
  await expectNoA11yViolations(page, { soft: true, label: 'the dashboard with its checklist' });
  await checklist.getByTestId('setup-step-store').getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/stores\/add$/);
  await page.goBack();
  await page.getByTestId('setup-step-organisation').getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  const missing = page.getByTestId('identity-missing');
  await expect(missing).toContainText('Details are missing to print manifests and route sheets');
  await expect(missing).toContainText(
    'Fill in: Organisation name, RFC, Transport authorisation, SCT registration, Address.',
  );
});

test('en español: la página de configuración dice que ya hay administrador; los datos de la organización quedan hechos', async ({
  page,
}) => {
  const { base } = server!;
  // The English test saved the admin's language with the account; this one speaks Spanish.
  const login = await page.request.post(`${base}/api/v1/auth/login`, {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const saved = await page.request.patch(`${base}/api/v1/auth/me/preferences`, {
    headers: { authorization: `Bearer ${token}` },
    data: { locale: 'es' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.goto(`${base}/auth/setup`);
  await expect(page.getByRole('heading', { name: 'Primer administrador' })).toBeVisible();
  await expect(page.getByTestId('setup-done')).toContainText('Recolecta ya tiene un administrador');
  await page.getByTestId('setup-to-login').click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await loginThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  const checklist = page.getByTestId('setup-checklist');
  await expect(checklist.getByText('Primeros pasos')).toBeVisible();
  await expect(checklist.getByTestId('setup-step-organisation')).toContainText(
    'Falta: Nombre de la organización, RFC, Autorización de transporte, Registro SCT, Domicilio',
  );
  await checklist.getByTestId('setup-step-organisation').getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByTestId('identity-missing')).toContainText(
    'Faltan datos para imprimir manifiestos y hojas de ruta',
  );
  const form = page.getByTestId('organisation-form');
  await form.getByLabel('Nombre de la organización', { exact: true }).fill('Residuos Norteños S.A. de C.V.');
  await form.getByLabel('RFC', { exact: true }).fill('RNO190305KJ7');
  await form.getByLabel('Autorización de transporte', { exact: true }).fill('19-I-204-2026');
  await form.getByLabel('Registro SCT', { exact: true }).fill('SCT-190455-RPBI');
  await expect(page.getByTestId('identity-missing')).toBeVisible();
  await form
    .getByLabel('Domicilio', { exact: true })
    .fill('Av. Constitución 800, Centro, 64000 Monterrey, N.L.');
  await page.getByTestId('organisation-save').click();
  await expect(page.getByText('Configuración guardada')).toBeVisible();
  await expect(page.getByTestId('identity-missing')).toHaveCount(0);

  await page.goto(`${base}/app/dashboard`);
  await expect(page.getByTestId('setup-step-organisation')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('setup-checklist').getByText('1 de 6')).toBeVisible();
  await expect(page.getByTestId('setup-step-store')).toHaveAttribute('data-done', 'false');
});
