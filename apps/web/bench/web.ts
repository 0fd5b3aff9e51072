import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

/**
 * `npm run bench:web`: what a visitor's browser downloads and how Lighthouse (mobile preset, Debian's
 * Chromium) scores the pages. Builds the web app, starts the real server on a fresh embedded database
 * with the demo data, then measures:
 * - the login page: scripts, requests and bytes on the wire (compressed as served), against the targets
 *   of docs/performance.md (≤ 150 KB of script, ≤ 10 requests);
 * - Lighthouse on /auth/login and, signed in as the demo admin, /app/drivers (performance score, LCP,
 *   TBT, CLS), `BENCH_LH_RUNS` times each (default 3), the median printed.
 */
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3390);
const DEBUG_PORT = Number(process.env.BENCH_WEB_DEBUG_PORT ?? 9333);
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const BASE = `http://localhost:${PORT}`;
const root = path.resolve(import.meta.dirname, '../../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_DATA: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Up to 4 minutes: the first start migrates and writes the demo data, slow on a busy machine.
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('the server did not start');
}

async function signInToken(): Promise<string> {
  const res = await fetch(`${BASE}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@recolecta.test', password: 'recolecta-demo' }),
  });
  const body = (await res.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

interface Weight {
  requests: number;
  scripts: number;
  scriptKB: number;
  totalKB: number;
}

/** Bytes on the wire per resource type for one cold load, as Chromium's network events count them. */
async function loginWeight(): Promise<Weight> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const types = new Map<string, string>();
    const bytes = new Map<string, number>();
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => bytes.set(e.requestId, e.encodedDataLength));
    await page.goto(`${BASE}/auth/login`, { waitUntil: 'networkidle' });
    let scripts = 0;
    let scriptBytes = 0;
    let total = 0;
    for (const [id, type] of types) {
      const size = bytes.get(id) ?? 0;
      total += size;
      if (type === 'Script') {
        scripts++;
        scriptBytes += size;
      }
    }
    return { requests: types.size, scripts, scriptKB: scriptBytes / 1024, totalKB: total / 1024 };
  } finally {
    await browser.close();
  }
}

interface Audit {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function audit(url: string, token?: string): Promise<Audit> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  try {
    if (token) {
      // The session lives in localStorage: set it on the origin, then let Lighthouse keep storage.
      const page = await browser.newPage();
      await page.goto(`${BASE}/auth/login`);
      await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
      await page.close();
    }
    const result = await lighthouse(url, {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(token),
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { categories, audits } = result.lhr;
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function medianAudit(url: string, token?: string): Promise<Audit> {
  const runs: Audit[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url, token));
  return {
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
  };
}

async function main() {
  execFileSync('npm', ['run', 'build', '-w', '@recolecta/web'], { cwd: root, stdio: 'ignore' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recolecta-bench-web-'));
  const server = await startServer(dataDir);
  try {
    const weight = await loginWeight();
    const token = await signInToken();
    const login = await medianAudit(`${BASE}/auth/login`);
    const drivers = await medianAudit(`${BASE}/app/drivers`, token);
    const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log('\n| login page | value | target | |\n|---|---:|---:|---|');
    console.log(
      `| script on the wire | ${weight.scriptKB.toFixed(1)} KB | ≤ 150 KB | ${mark(weight.scriptKB <= 150)} |`,
    );
    console.log(
      `| requests | ${weight.requests} (${weight.scripts} scripts) | ≤ 10 | ${mark(weight.requests <= 10)} |`,
    );
    console.log(`| everything on the wire | ${weight.totalKB.toFixed(1)} KB | | |`);
    console.log(`\nLighthouse, mobile preset, median of ${RUNS}:\n`);
    console.log('| page | score | LCP ms | TBT ms | CLS | target |\n|---|---:|---:|---:|---:|---|');
    const row = (name: string, a: Audit, target: number) =>
      console.log(
        `| ${name} | ${a.score} | ${a.lcpMs.toFixed(0)} | ${a.tbtMs.toFixed(0)} | ${a.cls.toFixed(3)} | score ≥ ${target}, CLS ≤ 0.02: ${mark(a.score >= target && a.cls <= 0.02)} |`,
      );
    row('/auth/login', login, 90);
    row('/app/drivers (signed in)', drivers, 75);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
