import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMailTestContext,
  createUser,
  type MailTestContext,
  signUp,
  TEST_PASSWORD,
} from '../../../test/helpers.ts';
import { linkTokenOf } from '../../../test/mail.ts';
import { refusedAudits } from '../../../test/refused-audits.ts';
import { linkTokens } from '../../db/schema/accounts.ts';
import { auditLog, statusTransitions } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/auth.users.ts';
import { sendInvitation } from './recovery.service.ts';

let ctx: MailTestContext;
beforeAll(async () => {
  ctx = await createMailTestContext();
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'Otra-clave-segura-42';

const initiate = (email: string, headers: Record<string, string> = {}) =>
  ctx.request({ method: 'POST', url: '/api/v1/auth/initiate-reset-password', payload: { email }, headers });
const reset = (token: string | undefined, password: string) =>
  ctx.request({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { password }, token });
const newPassword = (token: string | undefined, password: string) =>
  ctx.request({ method: 'POST', url: '/api/v1/auth/new-password', payload: { password }, token });
const login = (email: string, password: string) =>
  ctx.request({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

describe('password recovery', () => {
  it('e-mails a single-use link; the new password works, the old one and every old token do not', async () => {
    const user = await createUser(ctx, { role: 'admin', locale: 'fr' });
    const res = await initiate(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Si la dirección está registrada, te enviamos un enlace para restablecer la contraseña',
    );
    const mail = await ctx.mail.next(user.email);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Recolecta');
    expect(mail.text).toContain('https://app.recolecta.test/auth/reset-password?token=');
    const token = linkTokenOf(mail);
    // Only a hash of the token is stored.
    const rows = await ctx.app.db.select().from(linkTokens).where(eq(linkTokens.userId, user.id));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(3_600_000);

    const done = await reset(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Tu contraseña se cambió; inicia sesión con la nueva');
    expect((await ctx.request({ url: '/api/v1/auth/me', token: user.token })).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await reset(token, 'Tercera-clave-99');
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('LINK_INVALID');
  });

  it('answers the same, in similar time, for an unknown address, and sends nothing', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const t0 = performance.now();
    const known = await initiate(user.email);
    const t1 = performance.now();
    const unknown = await initiate('no-existe@example.test');
    const t2 = performance.now();
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(Math.abs(t1 - t0 - (t2 - t1))).toBeLessThan(150);
    await ctx.app.jobs.drain();
    expect(ctx.mail.pending('no-existe@example.test')).toHaveLength(0);
    await ctx.mail.next(user.email);
  });

  it('refuses expired, unknown, missing and malformed links with 401, and weak passwords with 422', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    await initiate(user.email);
    const token = linkTokenOf(await ctx.mail.next(user.email));
    const weak = await reset(token, 'soloLetrasAqui');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().details).toEqual([
      { path: 'password', message: expect.stringContaining('10 caracteres') },
    ]);
    const short = await reset(token, 'a1-');
    expect(short.statusCode).toBe(422);
    await ctx.app.db
      .update(linkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(linkTokens.userId, user.id));
    const expired = await reset(token, NEW_PASSWORD);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('LINK_EXPIRED');
    expect((await reset('not-a-real-token', NEW_PASSWORD)).json().code).toBe('LINK_INVALID');
    expect((await reset(undefined, NEW_PASSWORD)).json().code).toBe('LINK_INVALID');
    // A session token is not a reset link.
    expect((await reset(user.token, NEW_PASSWORD)).json().code).toBe('LINK_INVALID');
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('a newer link replaces the older one; an invitation link does not reset a password', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    await initiate(user.email);
    const older = linkTokenOf(await ctx.mail.next(user.email));
    await initiate(user.email);
    const newer = linkTokenOf(await ctx.mail.next(user.email));
    expect((await reset(older, NEW_PASSWORD)).json().code).toBe('LINK_INVALID');
    expect((await newPassword(newer, NEW_PASSWORD)).json().code).toBe('LINK_INVALID');
    expect((await reset(newer, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('sends at most five links an hour, answering the same past it', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    for (let i = 0; i < 6; i++) expect((await initiate(user.email)).statusCode).toBe(200);
    await ctx.app.jobs.drain();
    expect(ctx.mail.pending(user.email)).toHaveLength(5);
    for (let i = 0; i < 5; i++) await ctx.mail.next(user.email);
  });

  it('sends no link to a disabled account', async () => {
    const user = await createUser(ctx, { role: 'admin', status: 'disabled' });
    expect((await initiate(user.email)).statusCode).toBe(200);
    await ctx.app.jobs.drain();
    expect(ctx.mail.pending(user.email)).toHaveLength(0);
  });
});

describe('invitations (POST /auth/new-password)', () => {
  async function invite(locale: 'es' | 'ja' = 'es') {
    const invitee = await createUser(ctx, { role: 'admin', status: 'invited', locale });
    await ctx.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, invitee.id));
    await sendInvitation(
      ctx.app.accounts,
      { id: invitee.id, email: invitee.email, name: 'Invitada', locale },
      { userId: invitee.id, name: 'Ana Administradora', organisation: 'Recolecta' },
    );
    const mail = await ctx.mail.next(invitee.email);
    return { invitee, mail, token: linkTokenOf(mail) };
  }

  it('an invited user sets a first password with the link (72 h, single use) and can sign in', async () => {
    const { invitee, mail, token } = await invite('ja');
    expect(mail.subject).toBe('Recolecta への招待');
    expect(mail.text).toContain('https://app.recolecta.test/auth/new-password?token=');
    expect(mail.text).toContain('Ana Administradora');
    const [row] = await ctx.app.db.select().from(linkTokens).where(eq(linkTokens.userId, invitee.id));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(72 * 3_600_000);
    expect((await login(invitee.email, NEW_PASSWORD)).statusCode).toBe(401);
    const res = await newPassword(token, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Tu contraseña quedó guardada; ya puedes iniciar sesión');
    const [user] = await ctx.app.db.select().from(users).where(eq(users.id, invitee.id));
    expect(user!.status).toBe('active');
    expect((await login(invitee.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await newPassword(token, 'Otra-vez-123456')).json().code).toBe('LINK_INVALID');
  });

  it('refuses an expired invitation, a reset link, and a weak password', async () => {
    const { invitee, token } = await invite();
    expect((await reset(token, NEW_PASSWORD)).json().code).toBe('LINK_INVALID');
    expect((await newPassword(token, 'abcdefghijk')).statusCode).toBe(422);
    await ctx.app.db
      .update(linkTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(linkTokens.userId, invitee.id));
    const expired = await newPassword(token, NEW_PASSWORD);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('LINK_EXPIRED');
  });
});

describe('recovery writes its audit rows in the transaction of its change', () => {
  it('a reset request whose audit row fails stores no link and sends no e-mail', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const audits = await refusedAudits(ctx);
    const res = await audits.refusing({ action: 'auth.reset_requested', entityId: user.id }, () =>
      initiate(user.email),
    );
    expect(res.statusCode).toBe(500);
    expect(await ctx.app.db.select().from(linkTokens).where(eq(linkTokens.userId, user.id))).toEqual([]);
    await ctx.app.jobs.drain();
    expect(ctx.mail.pending(user.email)).toEqual([]);
  });

  it('a reset whose audit row fails keeps the old password and the link', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    await initiate(user.email);
    const token = linkTokenOf(await ctx.mail.next(user.email));
    const audits = await refusedAudits(ctx);
    const refused = await audits.refusing({ action: 'auth.password_reset', entityId: user.id }, () =>
      reset(token, NEW_PASSWORD),
    );
    expect(refused.statusCode).toBe(500);
    expect((await ctx.request({ url: '/api/v1/auth/me', token: user.token })).statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("a reset link proves a signing-up owner's address: the company's verify step, by that owner", async () => {
    const owner = await signUp(ctx);
    await initiate(owner.email);
    expect((await reset(linkTokenOf(await ctx.mail.next(owner.email)), NEW_PASSWORD)).statusCode).toBe(200);
    const [moved] = await ctx.app.db
      .select()
      .from(statusTransitions)
      .where(eq(statusTransitions.entityId, owner.companyId));
    expect(moved).toMatchObject({ name: 'verify', toStatus: 'pending_payment', actorId: owner.userId });
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.verify'), eq(auditLog.entityId, owner.companyId)));
    expect(audit).toMatchObject({ actorId: owner.userId, companyId: owner.companyId });
  });
});
