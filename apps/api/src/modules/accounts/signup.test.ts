import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMailTestContext,
  createUser,
  type MailTestContext,
  signUp,
  signupBody,
  TEST_PASSWORD,
} from '../../../test/helpers.ts';
import { codeOf } from '../../../test/mail.ts';
import { refusedAudits } from '../../../test/refused-audits.ts';
import { emailCodes } from '../../db/schema/accounts.ts';
import { auditLog, statusTransitions } from '../../db/schema/audit.ts';
import { loginFailures, sessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/auth.users.ts';
import { companies } from '../../db/schema/companies.ts';

let ctx: MailTestContext;
beforeAll(async () => {
  ctx = await createMailTestContext({ bodyLimitBytes: 4096 });
});
afterAll(() => ctx.close());

const register = (payload: object, headers: Record<string, string> = {}) =>
  ctx.request({ method: 'POST', url: '/api/v1/auth/user', payload, headers });
const otp = (email: string, code: string, headers: Record<string, string> = {}) =>
  ctx.request({ method: 'POST', url: '/api/v1/auth/otp', payload: { email, code }, headers });
const resend = (email: string) =>
  ctx.request({ method: 'POST', url: '/api/v1/auth/otp/resend', payload: { email } });
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

async function companyOf(id: string) {
  const [row] = await ctx.app.db.select().from(companies).where(eq(companies.id, id));
  return row!;
}

describe('POST /auth/user (sign-up)', () => {
  it('creates a pending company and an unverified owner, e-mails a code, answers {id, access_token}', async () => {
    const body = signupBody({ email: 'Nueva.Clinica@Example.test', locale: 'en', rfc: 'cnb200101ab1' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(Object.keys(answer).sort()).toEqual(['access_token', 'id']);
    const claims = claimsOf(answer.access_token);
    expect(claims).toMatchObject({ sub: answer.id, role: 'owner', pur: 'signup' });
    const company = await companyOf(claims.cid);
    expect(company).toMatchObject({
      status: 'pending_verification',
      rfc: 'CNB200101AB1',
      legalName: body.companyName,
      plan: 'basic',
    });
    const [user] = await ctx.app.db.select().from(users).where(eq(users.id, answer.id));
    expect(user).toMatchObject({ status: 'unverified', email: 'nueva.clinica@example.test', locale: 'en' });
    expect(user!.passwordHash).not.toContain(TEST_PASSWORD);

    const mail = await ctx.mail.next('nueva.clinica@example.test');
    expect(mail.subject).toBe('Your Recolecta verification code');
    const code = codeOf(mail);
    expect(mail.html).toContain(code);
    // Only a hash of the code is stored.
    const rows = await ctx.app.db.select().from(emailCodes).where(eq(emailCodes.userId, answer.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(10 * 60_000);
  });

  it('opens nothing with the sign-up token until the address is verified, then onboarding routes only', async () => {
    const { signupToken, email, code } = await signUp(ctx);
    const early = await ctx.request({ url: '/api/v1/auth/me', token: signupToken });
    expect(early.statusCode).toBe(401);
    expect(early.json().code).toBe('UNAUTHENTICATED');
    expect((await otp(email, code)).statusCode).toBe(200);
    const me = await ctx.request({ url: '/api/v1/auth/me', token: signupToken });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ status: 'active', company: { status: 'pending_payment' } });
    const audit = await ctx.request({ url: '/api/v1/audit', token: signupToken });
    expect(audit.statusCode).toBe(403);
    expect(audit.json().code).toBe('COMPANY_NOT_ACTIVE');
  });

  it('checks every field: weak passwords, RFC, phone, terms, plan, locale, missing fields', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: 'abcdefghijkl' }, 'password', 'La contraseña necesita al menos 10 caracteres'],
      [{ password: '123456789012' }, 'password', 'La contraseña necesita al menos 10 caracteres'],
      [{ password: 'Ab1!' }, 'password', ''],
      [{ rfc: 'NOT-AN-RFC' }, 'rfc', 'Escribe un RFC de 12 o 13 caracteres'],
      [{ phone: 'call me' }, 'phone', ''],
      [{ acceptTerms: false }, 'acceptTerms', 'Debes aceptar los términos y condiciones'],
      [{ plan: 'gold' }, 'plan', 'Elige una de las opciones de la lista'],
      [{ locale: 'de' }, 'locale', 'Elige una de las opciones de la lista'],
      [{ email: 'not-an-email' }, 'email', 'Escribe un correo válido, como nombre@empresa.mx'],
      [{ companyName: 'x' }, 'companyName', 'Usa al menos 2 caracteres'],
    ];
    for (const [override, path, message] of cases) {
      const res = await register(signupBody(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      const detail = res.json().details.find((d: { path: string }) => d.path === path);
      expect(detail, JSON.stringify(res.json())).toBeDefined();
      if (message) expect(detail.message).toContain(message);
    }
    const { companyName: _omit, ...missing } = signupBody();
    const res = await register(missing);
    expect(res.json().details).toContainEqual({
      path: 'companyName',
      message: 'Por favor ingresar Razón social',
    });
    const en = await register(signupBody({ password: 'onlyletterslong' }), { 'accept-language': 'en' });
    expect(en.json().details).toContainEqual({
      path: 'password',
      message: 'The password needs at least 10 characters mixing letters with digits or symbols',
    });
  });

  it('words the rules for a person in the language asked for, keeping the code and the field path', async () => {
    const short = signupBody({ companyName: 'x', email: 'nombre-sin-arroba' });
    const answers = {
      es: ['Usa al menos 2 caracteres', 'Escribe un correo válido, como nombre@empresa.mx'],
      en: ['Use at least 2 characters', 'Enter a valid e-mail, like name@company.com'],
      fr: ['Utilisez au moins 2 caractères', 'Saisissez une adresse e-mail valide, comme nom@entreprise.fr'],
      zh: ['请至少输入 2 个字符', '请输入有效的邮箱，例如 name@company.cn'],
      ja: ['2文字以上で入力してください', '正しいメールアドレスを入力してください（例: name@company.jp）'],
    };
    for (const [language, [tooShort, email]] of Object.entries(answers)) {
      const res = await register(short, { 'accept-language': language });
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details).toContainEqual({ path: 'companyName', message: tooShort });
      expect(body.details).toContainEqual({ path: 'email', message: email });
      // zod's own wording ("Demasiado pequeño: se esperaba que texto tuviera >=2 caracteres") is gone.
      expect(JSON.stringify(body.details)).not.toMatch(/>=|Too small|Demasiado|Inválido|Invalid/);
    }
  });

  it('refuses an oversized body with 413', async () => {
    const res = await register(signupBody({ companyName: 'x'.repeat(5000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('POST /auth/otp', () => {
  it('verifies the code: user active, company pending payment, session token in response.access_token', async () => {
    const { email, code, userId, companyId } = await signUp(ctx);
    const res = await otp(email, code, { 'accept-language': 'ja' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ verified: true, message: 'メールアドレスを確認しました' });
    expect(claimsOf(body.response.access_token)).toMatchObject({
      sub: userId,
      pur: 'session',
      cid: companyId,
    });
    expect((await companyOf(companyId)).status).toBe('pending_payment');
    const me = await ctx.request({ url: '/api/v1/auth/me', token: body.response.access_token });
    expect(me.json().data.status).toBe('active');
    // The code is spent.
    const again = await otp(email, code);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('CODE_INVALID');
  });

  it('answers a wrong code 422 CODE_INVALID on the code field, and kills the code after 5 tries', async () => {
    const { email, code } = await signUp(ctx);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const res = await otp(email, wrong);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'CODE_INVALID',
        details: [{ path: 'code', message: 'El código no es correcto' }],
      });
    }
    const fifth = await otp(email, wrong);
    expect(fifth.json().code).toBe('CODE_ATTEMPTS_EXCEEDED');
    // Even the right code is refused now: a new one must be asked for.
    const right = await otp(email, code);
    expect(right.statusCode).toBe(422);
    expect(right.json().code).toBe('CODE_ATTEMPTS_EXCEEDED');
  });

  it('refuses an expired code with CODE_EXPIRED', async () => {
    const { email, code, userId } = await signUp(ctx);
    await ctx.app.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.userId, userId));
    const res = await otp(email, code);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('CODE_EXPIRED');
  });

  it('answers an unknown address like a wrong code, and a malformed code as CODE_INVALID', async () => {
    const unknown = await otp('nadie@example.test', '123456');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('CODE_INVALID');
    const malformed = await otp('nadie@example.test', '12ab');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().details).toEqual([{ path: 'code', message: 'El código no es correcto' }]);
  });
});

describe('POST /auth/otp/resend', () => {
  /** Moves an address's code requests and codes back in time, instead of waiting. */
  const age = async (email: string, userId: string | null, ms: number) => {
    await ctx.app.db
      .update(loginFailures)
      .set({ at: sql`${loginFailures.at} - make_interval(secs => ${ms / 1000})` })
      .where(and(eq(loginFailures.kind, 'code'), eq(loginFailures.key, email.toLowerCase())));
    if (userId)
      await ctx.app.db
        .update(emailCodes)
        .set({ createdAt: sql`${emailCodes.createdAt} - make_interval(secs => ${ms / 1000})` })
        .where(eq(emailCodes.userId, userId));
  };

  it('sends a new code that replaces the old one; at most one a minute (429 with Retry-After)', async () => {
    const { email, code, userId } = await signUp(ctx);
    const early = await resend(email);
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe('RATE_LIMITED');
    const retry = Number(early.headers['retry-after']);
    expect(retry).toBeGreaterThan(50);
    expect(retry).toBeLessThanOrEqual(60);
    await age(email, userId, 61_000);
    const res = await resend(email);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Si la cuenta espera verificación, te enviamos un código nuevo');
    const fresh = codeOf(await ctx.mail.next(email));
    if (fresh !== code) expect((await otp(email, code)).json().code).toBe('CODE_INVALID');
    expect((await otp(email, fresh)).statusCode).toBe(200);
  });

  it('answers at most five requests an hour per address', async () => {
    const { email, userId } = await signUp(ctx);
    await age(email, userId, 2 * 60_000);
    // Four more requests earlier this hour, each more than a minute apart.
    const now = Date.now();
    for (let i = 1; i <= 4; i++)
      await ctx.app.db
        .insert(loginFailures)
        .values({ kind: 'code', key: email.toLowerCase(), at: new Date(now - i * 5 * 60_000) });
    const res = await resend(email);
    expect(res.statusCode).toBe(429);
    // The oldest of the five (20 minutes ago) leaves the hour in 40 minutes.
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(39 * 60);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(40 * 60);
  });

  it('answers 429 alike whatever the address: unknown, verified, disabled, or waiting for a code', async () => {
    const verified = await createUser(ctx, { role: 'admin' });
    const disabled = await createUser(ctx, { role: 'admin', status: 'disabled' });
    const pending = await signUp(ctx);
    await age(pending.email, pending.userId, 61_000);
    const addresses = ['nadie-mas@example.test', verified.email, disabled.email, pending.email];
    const answers = [];
    for (const address of addresses) answers.push([await resend(address), await resend(address)] as const);
    expect(answers.map(([first, second]) => [first.statusCode, second.statusCode])).toEqual(
      addresses.map(() => [200, 429]),
    );
    for (const [first, second] of answers) {
      expect(first.json()).toEqual(answers[0]![0].json());
      expect(second.json().code).toBe('RATE_LIMITED');
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(55);
    }
  });

  it('answers the same for an unknown or already verified address, sending nothing', async () => {
    const verified = await createUser(ctx, { role: 'admin' });
    const a = await resend('nadie-aqui@example.test');
    const b = await resend(verified.email);
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    await ctx.app.jobs.drain();
    expect(ctx.mail.pending(verified.email)).toHaveLength(0);
  });
});

describe('login of an unverified user', () => {
  it('answers 412 EMAIL_NOT_VERIFIED and e-mails a code that verifies', async () => {
    const { email, userId } = await signUp(ctx);
    await ctx.app.db
      .update(emailCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(emailCodes.userId, userId));
    const res = await ctx.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(412);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
    // The code just sent counts for the resend limit: asking again at once waits, as after a sign-up.
    await ctx.app.db
      .update(loginFailures)
      .set({ at: new Date(Date.now() - 61_000) })
      .where(and(eq(loginFailures.kind, 'code'), eq(loginFailures.key, email.toLowerCase())));
    const early = await ctx.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(early.statusCode).toBe(412);
    expect((await resend(email)).statusCode).toBe(429);
    const code = codeOf(await ctx.mail.next(email));
    expect((await otp(email, code)).statusCode).toBe(200);
    const login = await ctx.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('sign-up with a taken address or RFC (docs/decisions/0006)', () => {
  async function stored() {
    const tally = async (table: typeof companies | typeof users | typeof sessions | typeof emailCodes) =>
      (await ctx.app.db.select({ n: count() }).from(table))[0]!.n;
    return {
      companies: await tally(companies),
      users: await tally(users),
      sessions: await tally(sessions),
      codes: await tally(emailCodes),
    };
  }
  const shapeOf = (token: string) => {
    const claims = claimsOf(token);
    return Object.fromEntries(Object.entries(claims).map(([k, v]) => [k, typeof v]));
  };

  it('answers a taken address exactly as a new sign-up, creates nothing, and e-mails its owner', async () => {
    const existing = await createUser(ctx, { role: 'owner', companyId: null, locale: 'en' });
    const freshBody = signupBody();
    const fresh = await register(freshBody);
    const before = await stored();
    const taken = await register(signupBody({ email: existing.email.toUpperCase() }));
    expect(await stored()).toEqual(before);

    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    const [a, b] = [fresh.json(), taken.json()];
    expect(shapeOf(b.access_token)).toEqual(shapeOf(a.access_token));
    expect(claimsOf(b.access_token)).toMatchObject({ sub: b.id, role: 'owner', pur: 'signup' });

    // Its token opens nothing, as a real sign-up token does before verification.
    for (const url of ['/api/v1/auth/me', '/api/v1/payments/registration']) {
      const real = await ctx.request({ url, token: a.access_token });
      const fake = await ctx.request({ url, token: b.access_token });
      expect(fake.statusCode, url).toBe(401);
      expect(fake.json(), url).toEqual(real.json());
    }
    // And no code is right: the answer of a wrong code.
    const freshCode = codeOf(await ctx.mail.next(freshBody.email));
    const wrongForFresh = await otp(freshBody.email, freshCode === '000000' ? '111111' : '000000');
    const wrongForTaken = await otp(existing.email, freshCode === '000000' ? '111111' : '000000');
    expect(wrongForTaken.statusCode).toBe(422);
    expect(wrongForTaken.json()).toEqual(wrongForFresh.json());

    const mail = await ctx.mail.next(existing.email);
    expect(mail.subject).toBe('Someone tried to sign up to Recolecta with your e-mail');
    expect(mail.text).toContain('https://app.recolecta.test/auth/login');
    expect(mail.text).toContain('https://app.recolecta.test/auth/recovery-password');
    const [entry] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.signup_existing_email'), eq(auditLog.entityId, existing.id)));
    expect(entry).toBeDefined();
  });

  it('sends a new code to an address whose own sign-up was never verified', async () => {
    const first = await signUp(ctx);
    // A minute later (the first code moved back rather than waiting), the same person tries again.
    await ctx.app.db
      .update(emailCodes)
      .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(emailCodes.userId, first.userId));
    const before = await stored();
    const again = await register(signupBody({ email: first.email }));
    expect(again.statusCode).toBe(201);
    expect((await stored()).companies).toBe(before.companies);
    const code = codeOf(await ctx.mail.next(first.email));
    const verified = await otp(first.email, code);
    expect(verified.statusCode).toBe(200);
    expect(claimsOf(verified.json().response.access_token)).toMatchObject({
      sub: first.userId,
      cid: first.companyId,
    });
  });

  it('e-mails the owner of a taken address at most three times an hour', async () => {
    const existing = await createUser(ctx, { role: 'admin' });
    for (let i = 0; i < 5; i++)
      expect((await register(signupBody({ email: existing.email }))).statusCode).toBe(201);
    await ctx.app.jobs.drain();
    expect(ctx.mail.pending(existing.email)).toHaveLength(3);
  });

  it('answers a taken RFC as a new sign-up, tells only the sign-up address, and records it for review', async () => {
    const first = await signUp(ctx, 'verified');
    const firstCompany = await companyOf(first.companyId);
    const before = await stored();
    const body = signupBody({ rfc: firstCompany.rfc.toLowerCase() });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json()).sort()).toEqual(['access_token', 'id']);
    expect(await stored()).toEqual(before);
    expect((await ctx.request({ url: '/api/v1/auth/me', token: res.json().access_token })).statusCode).toBe(
      401,
    );

    const mail = await ctx.mail.next(body.email);
    expect(mail.subject).toBe('Tu empresa ya está registrada en Recolecta');
    expect(mail.text).toContain(firstCompany.rfc);
    expect(mail.text).not.toContain(firstCompany.legalName);
    expect(mail.text).not.toContain(first.email);
    await ctx.app.jobs.drain();
    expect(ctx.mail.pending(first.email)).toHaveLength(0);
    const [entry] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.signup_rfc_taken'), eq(auditLog.entityId, body.email)));
    expect(entry?.after).toMatchObject({ rfc: firstCompany.rfc, heldBy: first.companyId });
  });

  it('lets the database decide between sign-ups at once with one address: all answered alike, one code', async () => {
    // The winner's first code is written with its owner (one transaction), so a loser that sends a
    // code too is held to the resend limit instead of taking the winner's turn: no 429 for anyone.
    for (let round = 0; round < 3; round++) {
      const email = `race-${round}-${Date.now()}@example.test`;
      const answers = await Promise.all([1, 2, 3].map(() => register(signupBody({ email }))));
      expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
      const rows = await ctx.app.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
      const codes = await ctx.app.db.select().from(emailCodes).where(eq(emailCodes.userId, rows[0]!.id));
      expect(codes).toHaveLength(1);
    }
  });
});

describe('the sign-up steps are system transitions, each one transaction with its audit rows', () => {
  const admin = () => createUser(ctx, { role: 'admin' });
  const asOperator = (token: string, path: string) => ctx.request({ url: `/api/v1${path}`, token });

  it("verify is the company's transition by the verifying owner, which the operator reads", async () => {
    const { email, code, userId, companyId } = await signUp(ctx);
    expect((await otp(email, code)).statusCode).toBe(200);
    const [moved] = await ctx.app.db
      .select()
      .from(statusTransitions)
      .where(and(eq(statusTransitions.entity, 'company'), eq(statusTransitions.entityId, companyId)));
    expect(moved).toMatchObject({
      name: 'verify',
      fromStatus: 'pending_verification',
      toStatus: 'pending_payment',
      actorId: userId,
      companyId,
    });
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.verify'), eq(auditLog.entityId, companyId)));
    expect(audit).toMatchObject({
      actorId: userId,
      companyId,
      entity: 'company',
      after: { status: 'pending_payment' },
    });

    const staff = await admin();
    const transitions = await asOperator(staff.token, `/clients/${companyId}/transitions`);
    expect(transitions.statusCode).toBe(200);
    expect(transitions.json().data).toMatchObject([
      {
        name: 'verify',
        from: 'pending_verification',
        to: 'pending_payment',
        actorId: userId,
        actorEmail: email,
        actorKind: 'user',
      },
    ]);
    const history = await asOperator(staff.token, `/clients/${companyId}/history`);
    expect(history.json().data.map((e: { action: string }) => e.action)).toContain('company.verify');
  });

  it('a verification whose audit row fails leaves the user, the company and the code as they were', async () => {
    const { email, code, userId, companyId } = await signUp(ctx);
    const audits = await refusedAudits(ctx);
    const refused = await audits.refusing({ action: 'auth.email_verified', entityId: userId }, () =>
      otp(email, code),
    );
    expect(refused.statusCode).toBe(500);
    const [user] = await ctx.app.db.select().from(users).where(eq(users.id, userId));
    expect(user!.status).toBe('unverified');
    expect((await companyOf(companyId)).status).toBe('pending_verification');
    const moves = await ctx.app.db
      .select()
      .from(statusTransitions)
      .where(eq(statusTransitions.entityId, companyId));
    expect(moves).toEqual([]);
    const [row] = await ctx.app.db.select().from(emailCodes).where(eq(emailCodes.userId, userId));
    expect(row!.consumedAt).toBeNull();
    // The same code verifies once the database takes audit rows again.
    expect((await otp(email, code)).statusCode).toBe(200);
    expect((await companyOf(companyId)).status).toBe('pending_payment');
  });

  it('the last wrong try kills the code only with its audit row', async () => {
    const { email, code, userId } = await signUp(ctx);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await otp(email, wrong)).statusCode).toBe(422);
    const audits = await refusedAudits(ctx);
    const fifth = await audits.refusing({ action: 'auth.code_locked', entityId: userId }, () =>
      otp(email, wrong),
    );
    expect(fifth.statusCode).toBe(500);
    const [row] = await ctx.app.db.select().from(emailCodes).where(eq(emailCodes.userId, userId));
    expect(row!.consumedAt).toBeNull();
    expect(row!.attempts).toBe(5);
  });

  it('a sign-up whose session cannot be written creates no company, no owner and sends no code', async () => {
    const body = signupBody();
    const db = ctx.app.db;
    // The database refuses the sign-up session of this address's user, as a failure after the
    // company and its owner were written would.
    await db.execute(
      sql.raw(`create or replace function test_refuse_signup_session() returns trigger language plpgsql as $$
        begin
          if new.purpose = 'signup' and exists (select 1 from users u where u.id = new.user_id and u.email = '${body.email}') then
            raise exception 'sign-up session refused by the test';
          end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger test_refuse_signup_session before insert on sessions for each row execute function test_refuse_signup_session()',
      ),
    );
    try {
      const res = await register(body);
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger test_refuse_signup_session on sessions'));
    }
    expect(await db.select().from(companies).where(eq(companies.rfc, body.rfc))).toEqual([]);
    expect(await db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    await ctx.app.jobs.drain();
    expect(ctx.mail.pending(body.email)).toEqual([]);
    // Signing up again with the same address and RFC works: nothing of the first attempt holds them.
    expect((await register(body)).statusCode).toBe(201);
  });

  it('a sign-up whose audit row fails creates no company, no owner and sends no code', async () => {
    const body = signupBody();
    const audits = await refusedAudits(ctx);
    const res = await audits.refusing({ action: 'auth.signup' }, () => register(body));
    expect(res.statusCode).toBe(500);
    expect(await ctx.app.db.select().from(companies).where(eq(companies.rfc, body.rfc))).toEqual([]);
    expect(await ctx.app.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    await ctx.app.jobs.drain();
    expect(ctx.mail.pending(body.email)).toEqual([]);
  });
});
