import { expect, test } from '@playwright/test';
import { signInWith } from './support/accounts.ts';
import { madeUser } from './support/users.ts';

/**
 * Times are shown in the organisation's zone (America/Mexico_City in the demo), whatever the browser's:
 * this browser sits in Tokyo, 15 hours ahead, and must still read Mexico City's clock.
 */
test.use({ timezoneId: 'Asia/Tokyo' });

/** `DD/MM/YYYY H:mm`, Spanish's `L LT`, of an instant on a zone's clock. */
function clock(iso: string, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${Number(parts.hour)}:${parts.minute}`;
}

test('the last sign-in shows on Mexico City time in a browser set to Tokyo', async ({ page }) => {
  // A user of its own: nobody else signs in as it and moves its last sign-in.
  const user = await madeUser(page.request, { tag: 'tz' });
  const me = await page.request.get('/api/v1/auth/me', {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  const { data } = (await me.json()) as { data: { lastLoginAt: string; timeZone: string } };
  expect(data.timeZone).toBe('America/Mexico_City');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');

  await signInWith(page, user.token);
  await page.goto('/app/profile');
  const lastLogin = page.getByTestId('profile-last-login');
  await expect(lastLogin).toContainText(clock(data.lastLoginAt, 'America/Mexico_City'));
  await expect(lastLogin).not.toContainText(clock(data.lastLoginAt, 'Asia/Tokyo'));
  // The browser is elsewhere, so the time names its zone.
  await expect(lastLogin).toContainText(/\((GMT|UTC)?[-−]6\)|\(CST\)/);
});
