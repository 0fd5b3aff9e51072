import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../test/server-process.ts';

// The real process, as `npm start` runs it: on the embedded database in a fresh DATA_DIR.
const dataDir = mkdtempSync(path.join(tmpdir(), 'recolecta-server-'));
const children: ChildProcess[] = [];

function start(port: number, env: Record<string, string> = {}) {
  const server = startServer({ port, dataDir, env });
  children.push(server.child);
  return server;
}

const post = (port: number, url: string, body: unknown, token?: string) =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DB === 'pg')('the server process', () => {
  const port = 3900 + Math.floor(Math.random() * 90);
  let token = '';

  it('seeds an empty folder, prints the demo logins and refuses a second server on that folder', async () => {
    const first = start(port);
    await first.listening;
    expect(first.output()).toContain('admin@recolecta.test');
    expect(first.output()).toContain('owner@clinica-norte.test');
    expect(first.output()).toContain('owner@hospital-sur.test');
    const res = await post(port, '/api/v1/auth/login', {
      email: 'admin@recolecta.test',
      password: 'recolecta-demo',
    });
    expect(res.status).toBe(200);
    token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
    expect(first.output()).not.toContain(token);

    // The process's job worker delivers queued e-mail (here into DATA_DIR/mail) without being asked.
    expect(
      (await post(port, '/api/v1/auth/initiate-reset-password', { email: 'admin@recolecta.test' })).status,
    ).toBe(200);
    const mailDir = path.join(dataDir, 'mail');
    for (let i = 0; i < 100 && !(existsSync(mailDir) && readdirSync(mailDir).length); i++) await sleep(50);
    expect(readdirSync(mailDir)).toHaveLength(1);

    const second = start(port + 1);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another Recolecta server \(pid \d+\) is using the data folder/);

    // SIGTERM with a sign-in in flight: the request finishes, the process exits 0.
    const inFlight = post(port, '/api/v1/auth/login', {
      email: 'owner@hospital-sur.test',
      password: 'recolecta-demo',
    });
    await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await first.exited, first.output().slice(-2000)).toBe(0);
    expect(first.output()).toContain('stopped');
  }, 60_000);

  it('keeps data, the signing secret and sessions across a restart', async () => {
    const again = start(port);
    await again.listening;
    const me = await fetch(`http://127.0.0.1:${port}/api/v1/auth/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe('admin@recolecta.test');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 60_000);

  it('stops with a clear message on a wrong configuration value', async () => {
    const bad = start(port + 2, { PORT: 'eighty', SMTP_URL: 'http://nope' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Invalid configuration');
    expect(bad.output()).toContain('PORT');
    expect(bad.output()).toContain('SMTP_URL: must start with smtp:// or smtps://');
  }, 30_000);
});
