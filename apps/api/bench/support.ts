import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fromPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { prepareData } from '../src/db/seed.ts';

/** What the list and operations benchmarks share: a fresh database, the server, a sign-in. */
export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const apiRoot = path.resolve(import.meta.dirname, '..');

/** A fresh PostgreSQL database of that name with the schema and the demo data; its URL. */
export async function freshDatabase(name: string) {
  await dropDatabase(name);
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const db = fromPostgres(url.toString(), 2);
  await runMigrations(db);
  await prepareData(db.db, { demoData: true });
  await db.close();
  return url.toString();
}

export async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/** The real server in a child process on the database, until `stop`. */
export function startServer(url: string, port: number, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recolecta-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<{ stop(): Promise<void> }>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      if (out.includes('Demo logins') || out.includes('listening')) {
        resolve({
          stop: async () => {
            child.kill('SIGTERM');
            await new Promise((r) => child.once('exit', r));
            rmSync(dataDir, { recursive: true, force: true });
          },
        });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** The demo admin's token on the server at that port. */
export async function adminToken(port: number) {
  const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@recolecta.test', password: 'recolecta-demo' }),
  });
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}
