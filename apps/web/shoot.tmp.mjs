import { chromium } from '@playwright/test';
const base = 'http://localhost:3500';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const [,, email, lang, theme, ...paths] = process.argv;
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: lang, colorScheme: theme });
const page = await ctx.newPage();
const res = await page.request.post(`${base}/api/v1/auth/login`, { data: { email, password: 'recolecta-demo' } });
const token = (await res.json()).data.accessToken;
await page.addInitScript((t) => { localStorage.setItem('auth_token', t); sessionStorage.setItem('auth_token', t); }, token);
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForTimeout(3500);
  const name = p.replace(/[^a-z0-9]+/gi, '_');
  await page.screenshot({ path: `/tmp/shots/${lang}-${theme}${name}.png`, fullPage: true });
}
await browser.close();
