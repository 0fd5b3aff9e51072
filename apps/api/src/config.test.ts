import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';

describe('loadConfig', () => {
  it('applies the defaults of docs/product.md §8', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const config = loadConfig({ INIT_CWD: dir });
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.join(dir, 'data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      demoData: true,
      stripe: undefined,
      smtpUrl: undefined,
    });
  });

  it('generates a JWT secret once, keeps it in DATA_DIR with mode 600', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.jwtSecret).toHaveLength(64);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(a.jwtSecret);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('names every wrong variable', () => {
    const attempt = () =>
      loadConfig({ PORT: '99999', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', DEMO_DATA: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'DEMO_DATA']) expect(message).toContain(name);
    }
  });

  it('runs two solver threads per optimisation only where a core is left for the server', () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(secret).optimizerThreads).toBe(Math.max(1, Math.min(2, availableParallelism() - 1)));
    expect(loadConfig({ ...secret, OPTIMIZER_THREADS: '3' }).optimizerThreads).toBe(3);
    for (const wrong of ['0', '1.5', 'many', '17'])
      expect(() => loadConfig({ ...secret, OPTIMIZER_THREADS: wrong })).toThrow(/OPTIMIZER_THREADS/);
  });

  it('wants the three Stripe keys together', () => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_/,
    );
  });
});

describe('lockDataDir', () => {
  it('refuses a folder another live process holds and takes over a stale lock', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    const { writeFileSync } = await import('node:fs');
    // pid 1 is always alive: another live server.
    writeFileSync(path.join(dir, 'server.lock'), '1');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    // A pid that cannot exist: a crashed server's leftover.
    writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(() => statSync(path.join(dir, 'server.lock'))).toThrow();
  });
});
