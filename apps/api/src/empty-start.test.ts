import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../test/server-process.ts';

// The real process with DEMO_DATA=false, and `npm run create-admin` exactly as the README writes it.
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const folders: string[] = [];
const children: ChildProcess[] = [];
const PASSWORD = 'Primer-admin-2026';

function folder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'recolecta-empty-'));
  folders.push(dir);
  return dir;
}

/** `npm run create-admin -- …` in a shell at the repository's root, as an operator types it. */
function createAdmin(dataDir: string, env: Record<string, string>, stdin?: string) {
  const child = spawn('sh', ['-c', 'npm run create-admin -- --email ana@example.com --name "Ana López"'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_PASSWORD: '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  if (stdin !== undefined) {
    // Typed once the prompt shows, as a person would.
    const timer = setInterval(() => {
      if (output.includes('Password')) {
        clearInterval(timer);
        child.stdin!.end(stdin);
      }
    }, 50);
    child.on('exit', () => clearInterval(timer));
  } else child.stdin!.end();
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const api = async (port: number, url: string, options: { token?: string; body?: unknown } = {}) => {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1${url}`, {
    method: options.body ? 'POST' : 'GET',
    headers: {
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers of several shapes, read as the test asserts them
  return { status: res.status, body: (await res.json()) as { data: any } };
};

describe.skipIf(process.env.TEST_DB === 'pg')('an empty start (DEMO_DATA=false)', () => {
  const port = 3800 + Math.floor(Math.random() * 90);

  it('prints a set-up code, makes the first admin with it in the browser, and holds the reference catalogs but no identity', async () => {
    const dataDir = folder();
    const server = startServer({ port, dataDir, env: { DEMO_DATA: 'false' } });
    children.push(server.child);
    await server.listening;
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('/auth/setup');
    const printed = server.output();
    expect(printed).not.toContain('admin@recolecta.test');
    expect(printed).toContain(`http://localhost:${port}/auth/setup`);
    const code = /\n {4}([0-9A-Z]{5}(?:-[0-9A-Z]{5}){3})\n/.exec(printed)?.[1];
    expect(code, printed).toBeDefined();

    // While the server holds the folder, the command refuses and says why.
    const locked = await createAdmin(dataDir, { ADMIN_PASSWORD: PASSWORD });
    expect(locked.code).not.toBe(0);
    expect(locked.output).toMatch(/Another Recolecta server \(pid \d+\) is using the data folder/);

    expect((await api(port, '/auth/setup')).body.data).toEqual({ needed: true });
    const made = await api(port, '/auth/setup', {
      body: { code, name: 'Ana López', email: 'ana@example.com', password: PASSWORD },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const token = made.body.data.accessToken as string;
    expect(
      (
        await api(port, '/auth/setup', {
          body: { code, name: 'Otra', email: 'o@example.com', password: PASSWORD },
        })
      ).status,
    ).toBe(409);

    const tree = (await api(port, '/wastes/tree', { token })).body.data as {
      code: string;
      children: unknown[];
    }[];
    expect(tree.map((n) => n.code)).toEqual(['RPBI-CUL', 'RPBI-NAN', 'RPBI-PAT', 'RPBI-PUN', 'RPBI-SAN']);
    expect(tree.flatMap((n) => n.children)).toHaveLength(7);
    expect((await api(port, '/containers?pageSize=100', { token })).body.data).toHaveLength(6);
    for (const list of ['/drivers', '/vehicles', '/stores', '/clients', '/orders'])
      expect((await api(port, list, { token })).body.data, list).toEqual([]);
    expect((await api(port, '/settings/organisation', { token })).body.data).toMatchObject({
      name: '',
      rfc: null,
      transportAuthorisation: null,
      sctRegistration: null,
      address: null,
    });
    const checklist = (await api(port, '/setup/checklist', { token })).body.data;
    expect(checklist.done).toBe(false);
    expect(checklist.steps.filter((s: { done: boolean }) => s.done)).toEqual([]);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // A restart with a user prints no code.
    const again = startServer({ port, dataDir, env: { DEMO_DATA: 'false' } });
    children.push(again.child);
    await again.listening;
    expect(again.output()).not.toContain('/auth/setup');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('`npm run create-admin -- --email … --name "…"` makes the first admin, the password from ADMIN_PASSWORD or the prompt', async () => {
    const fromEnv = folder();
    const made = await createAdmin(fromEnv, { ADMIN_PASSWORD: PASSWORD });
    expect(made.output).toContain('Admin ana@example.com created.');
    expect(made.code).toBe(0);

    const prompted = folder();
    const typed = await createAdmin(prompted, {}, `${PASSWORD}\n`);
    expect(typed.output).toContain('Password (at least 10 characters)');
    expect(typed.output).toContain('Admin ana@example.com created.');
    expect(typed.code).toBe(0);

    // The admin signs in with that password, under the whole name given.
    const server = startServer({ port: port + 1, dataDir: prompted, env: { DEMO_DATA: 'false' } });
    children.push(server.child);
    await server.listening;
    const login = await api(port + 1, '/auth/login', {
      body: { email: 'ana@example.com', password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const token = login.body.data.accessToken as string;
    const me = await api(port + 1, '/auth/me', { token });
    expect(me.body.data).toMatchObject({ name: 'Ana López', role: { key: 'admin' } });
    const audit = await api(port + 1, '/audit?entity=user', { token });
    expect(audit.body.data.map((a: { action: string }) => a.action)).toContain('user.create_admin');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 180_000);
});
