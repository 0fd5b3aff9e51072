// Sums the gzip size of every script the login page loads: the entry chunk, the auth layout and the
// login page chunks, and all their static imports. Run after `vite build`: node scripts/measure-login-bundle.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module" crossorigin src="\/assets\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('no entry script in dist/index.html');
const files = readdirSync(assets);
const byPrefix = (prefix) => files.find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));
const roots = [entry, byPrefix('auth-layout'), byPrefix('login-page')].filter(Boolean);

const seen = new Set();
const visit = (file) => {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) visit(match[1]);
};
for (const root of roots) visit(root);

let raw = 0;
let gzip = 0;
const rows = [...seen].map((file) => {
  const content = readFileSync(join(assets, file));
  const size = { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  raw += size.raw;
  gzip += size.gzip;
  return size;
});
rows.sort((a, b) => b.gzip - a.gzip);
for (const row of rows) console.log(`${(row.gzip / 1024).toFixed(1).padStart(7)} KB gz  ${row.file}`);
console.log(
  `login page loads ${rows.length} scripts: ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`,
);
