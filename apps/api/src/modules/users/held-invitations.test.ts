import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createMailTestContext,
  createUser,
  type MailTestContext,
  signupBody,
  TEST_PASSWORD,
} from '../../../test/helpers.ts';
import { linkTokenOf } from '../../../test/mail.ts';
import { linkTokens } from '../../db/schema/accounts.ts';
import { sessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/auth.users.ts';
import { roles } from '../../db/schema/roles.ts';
import { findSystemRoleId } from '../../db/system-data.ts';
import { hashLinkToken } from '../accounts/secrets.ts';

/**
 * An owner's invitation to an address that has an account in another company (docs/decisions/0006):
 * the owner sees exactly what a fresh address shows when its invitee never accepts, and nothing of
 * the pending row lets anyone in.
 */
let ctx: MailTestContext;
let ownerRoleId: string;
beforeAll(async () => {
  ctx = await createMailTestContext();
  ownerRoleId = (await findSystemRoleId(ctx.app.db, 'owner'))!;
});
afterAll(() => ctx.close());

const request = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) => ctx.request({ method, url: `/api/v1${url}`, token, payload });

/**
 * One company whose owner invites `email`: everything that differs between two such worlds only by
 * who they are (ids, addresses, the company's name, times) becomes a placeholder.
 */
async function world(email: (tag: string) => Promise<string>) {
  const tag = randomUUID().slice(0, 8);
  const company = await createCompany(ctx);
  const owner = await createUser(ctx, {
    role: 'owner',
    companyId: company.id,
    email: `aa-${tag}@example.test`,
  });
  const [clerk] = await ctx.app.db
    .insert(roles)
    .values({ name: 'Capturista', scope: 'company', companyId: company.id, permissions: ['orders:read'] })
    .returning();
  const address = await email(tag);
  const invited = await request('POST', '/users', owner.token, {
    email: address,
    name: 'Inés Invitada',
    roleId: clerk!.id,
    locale: 'en',
  });
  const id: string = invited.json().data?.id ?? randomUUID();
  const known: [string, string][] = [
    [id, '<invitee>'],
    [address, '<address>'],
    [encodeURIComponent(address), '<address>'],
    [company.id, '<company>'],
    [company.legalName, '<companyName>'],
    [owner.id, '<owner>'],
    [owner.email, '<ownerEmail>'],
    [clerk!.id, '<clerk>'],
  ];
  const normal = (text: string) => {
    let out = text;
    for (const [value, name] of known) out = out.split(value).join(name);
    // Audit ids are one sequence that every company's activity and the operator's own entries advance.
    return out
      .replace(/"id":\d+,"at"/g, '"id":<entry>,"at"')
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)/g, '<time>')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<other id>');
  };
  /** What the owner gets for one call: its status and its body, normalised. */
  const see = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const res = await request(method, url, owner.token, payload);
    return `${method} ${normal(url)} → ${res.statusCode} ${normal(res.body)}`;
  };
  const version = async () =>
    (await request('GET', `/users/${id}`, owner.token)).json().data.version as number;
  const q = (text: string) => encodeURIComponent(text);
  /** Every view of users and roles the owner has, in one list. */
  const everything = async () => [
    await see('GET', '/users'),
    await see('GET', '/users?status=invited'),
    await see('GET', '/users?status=active'),
    await see('GET', `/users?q=${q(address)}`),
    await see('GET', '/users?q=Invitada'),
    await see('GET', `/users?roleId=${clerk!.id}`),
    await see('GET', '/users?sort=email:desc'),
    await see('GET', '/users?sort=createdAt:desc&pageSize=1'),
    await see('GET', '/users?sort=name:desc'),
    await see('GET', '/users?archived=only'),
    await see('GET', '/users?archived=include&sort=status:asc'),
    await see('GET', `/users/${id}`),
    await see('GET', `/users/${id}/history`),
    await see('GET', '/users/export?format=csv'),
    await see('GET', '/users/export?format=csv&status=invited'),
    await see('GET', '/roles'),
    await see('GET', `/roles/${clerk!.id}`),
    await see('GET', `/roles/${ownerRoleId}`),
  ];
  return {
    created: `${invited.statusCode} ${normal(invited.body)}`,
    id,
    address,
    normal,
    see,
    version,
    everything,
    owner,
    clerkId: clerk!.id,
  };
}

describe('users: an invitation to an address held elsewhere', () => {
  it('shows the owner exactly what a fresh invitation shows, before and after it expires, to its end', async () => {
    const fresh = await world(async (tag) => `zz-${tag}@example.test`);
    const held = await world(async (tag) => {
      // The address belongs to the owner of another company.
      const other = await createCompany(ctx);
      return (await createUser(ctx, { role: 'owner', companyId: other.id, email: `zz-${tag}@example.test` }))
        .email;
    });
    expect(held.created).toBe(fresh.created);
    expect(fresh.created).toMatch(/^201 /);
    const both = async (step: (w: typeof fresh) => Promise<string[] | string>) => {
      const [a, b] = [await step(fresh), await step(held)];
      expect(b).toEqual(a);
      return a;
    };
    const first = await both((w) => w.everything());
    expect(first[0]).toContain('Inés Invitada');
    // Inviting the same address again: their own user's address, taken.
    expect(
      await both((w) => w.see('POST', '/users', { email: w.address, name: 'Otra Vez', roleId: w.clerkId })),
    ).toMatch(/→ 409 .*EMAIL_TAKEN/);
    // Resending, changing the role and the name, disabling and enabling.
    expect(await both((w) => w.see('POST', `/users/${w.id}/invitation`))).toMatch(/→ 200 /);
    const patch = (body: object) =>
      both(async (w) => w.see('PATCH', `/users/${w.id}`, { ...body, version: await w.version() }));
    expect(await patch({ roleId: ownerRoleId })).toMatch(/→ 200 .*"key":"owner"/);
    expect(await patch({ name: 'Inés Otra' })).toMatch(/→ 200 .*Inés Otra/);
    expect(await patch({ status: 'active' })).toMatch(/→ 422 .*INVALID_STATUS_CHANGE/);
    expect(await patch({ status: 'disabled' })).toMatch(/→ 200 .*"status":"disabled"/);
    expect(await patch({ status: 'active' })).toMatch(/→ 200 .*"status":"invited"/);
    await both((w) => w.everything());
    // 72 hours later the links have expired; the owner sees nothing new, and can resend.
    await ctx.app.db
      .update(linkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(inArray(linkTokens.userId, [fresh.id, held.id]));
    await both((w) => w.everything());
    expect(await both((w) => w.see('POST', `/users/${w.id}/invitation`))).toMatch(/→ 200 /);
    expect(
      await both(async (w) => w.see('POST', `/users/${w.id}/archive`, { version: await w.version() })),
    ).toMatch(/→ 200 .*"status":"disabled"/);
    await both((w) => w.everything());
    expect(await both((w) => w.see('POST', `/users/${w.id}/invitation`))).toMatch(/INVITATION_NOT_PENDING/);
    expect(
      await both(async (w) => w.see('POST', `/users/${w.id}/restore`, { version: await w.version() })),
    ).toMatch(/→ 200 .*"status":"invited"/);
    // Cancelling the invitation: deleted, and gone from every view.
    expect(await both((w) => w.see('DELETE', `/users/${w.id}`))).toMatch(/"outcome":"deleted"/);
    const end = await both((w) => w.everything());
    expect(end[0]).not.toContain('Inés');
  });

  it('lets no one in through the pending row; the holder signs in, resets and signs up as before', async () => {
    const company = await createCompany(ctx);
    const owner = await createUser(ctx, { role: 'owner', companyId: company.id });
    const other = await createCompany(ctx);
    const holder = await createUser(ctx, { role: 'owner', companyId: other.id, locale: 'en' });
    const address = holder.email.toUpperCase();
    const res = await request('POST', '/users', owner.token, {
      email: address,
      name: 'Inés Invitada',
      roleId: ownerRoleId,
    });
    expect(res.statusCode).toBe(201);
    const pendingId: string = res.json().data.id;
    // The holder is told, with no link in the notice; the pending row has no link, no password, no session.
    const notice = await ctx.mail.next(holder.email);
    expect(notice.text).not.toMatch(/token=/);
    await request('POST', `/users/${pendingId}/invitation`, owner.token);
    const second = await ctx.mail.next(holder.email);
    expect(second.text).not.toMatch(/token=/);
    expect(await ctx.app.db.select().from(linkTokens).where(eq(linkTokens.userId, pendingId))).toHaveLength(
      0,
    );
    // Sign-in with the holder's password reaches the holder's account, never the pending row.
    const login = await request('POST', '/auth/login', undefined, {
      email: address,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const me = await request('GET', '/auth/me', login.json().data.accessToken);
    expect(me.json().data.id).toBe(holder.id);
    expect(await ctx.app.db.select().from(sessions).where(eq(sessions.userId, pendingId))).toHaveLength(0);
    // Recovery sends the holder's own link, which sets the holder's password.
    const reset = await request('POST', '/auth/initiate-reset-password', undefined, { email: address });
    expect(reset.statusCode).toBe(200);
    const link = await ctx.mail.next(holder.email);
    const done = await request('POST', '/auth/reset-password', linkTokenOf(link), {
      password: 'Otra-clave-del-titular-1',
    });
    expect(done.statusCode).toBe(200);
    const [pending] = await ctx.app.db.select().from(users).where(eq(users.id, pendingId));
    expect(pending).toMatchObject({ passwordHash: null, status: 'invited', lastLoginAt: null });
    const relogin = await request('POST', '/auth/login', undefined, {
      email: holder.email,
      password: 'Otra-clave-del-titular-1',
    });
    expect((await request('GET', '/auth/me', relogin.json().data.accessToken)).json().data.id).toBe(
      holder.id,
    );
    // Even a link made for the pending row by hand opens nothing.
    for (const [purpose, url] of [
      ['invitation', '/auth/new-password'],
      ['reset_password', '/auth/reset-password'],
    ] as const) {
      const forged = `forged-${randomUUID()}`;
      await ctx.app.db.insert(linkTokens).values({
        userId: pendingId,
        purpose,
        tokenHash: hashLinkToken(forged),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      const used = await request('POST', url, forged, { password: 'Clave-robada-123' });
      expect(used.json()).toMatchObject({ code: 'LINK_INVALID' });
    }
    const [still] = await ctx.app.db.select().from(users).where(eq(users.id, pendingId));
    expect(still).toMatchObject({ passwordHash: null, status: 'invited', lastLoginAt: null });
    // The database refuses a password or an active status on it.
    for (const values of [{ passwordHash: still!.id }, { status: 'active' as const }]) {
      await expect(ctx.app.db.update(users).set(values).where(eq(users.id, pendingId))).rejects.toThrow();
    }
    // Sign-up with the holder's address is answered as a new sign-up and tells the holder, as before.
    const signup = await request('POST', '/auth/user', undefined, signupBody({ email: address }));
    expect(signup.statusCode).toBe(201);
    const attempt = await ctx.mail.next(holder.email);
    expect(attempt.text).toContain('/auth/recovery-password');
    const holders = await ctx.app.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${holder.email}`);
    expect(holders.map((u) => u.id).sort()).toEqual([holder.id, pendingId].sort());
    // Staff looking the address up in the holder's company find the holder.
    const admin = await createUser(ctx, { role: 'admin' });
    const found = await request(
      'GET',
      `/users?q=${encodeURIComponent(holder.email)}&companyId=${other.id}`,
      admin.token,
    );
    expect(found.json().data.map((u: { id: string }) => u.id)).toEqual([holder.id]);
  });

  it('becomes a real invitation, resent, once the address is free again', async () => {
    const [a, b] = [await createCompany(ctx), await createCompany(ctx)];
    const ownerA = await createUser(ctx, { role: 'owner', companyId: a.id });
    const ownerB = await createUser(ctx, { role: 'owner', companyId: b.id });
    const address = `libre-${randomUUID().slice(0, 8)}@example.test`;
    const body = { email: address, name: 'Inés Invitada', roleId: ownerRoleId };
    const byB = await request('POST', '/users', ownerB.token, body);
    await ctx.mail.next(address);
    const byA = await request('POST', '/users', ownerA.token, body);
    expect(byA.statusCode).toBe(201);
    // B's invitee is told of A's attempt, with no link.
    expect((await ctx.mail.next(address)).text).not.toMatch(/token=/);
    expect((await request('DELETE', `/users/${byB.json().data.id}`, ownerB.token)).json().data.outcome).toBe(
      'deleted',
    );
    expect((await request('POST', `/users/${byA.json().data.id}/invitation`, ownerA.token)).statusCode).toBe(
      200,
    );
    const invitation = await ctx.mail.next(address);
    const accepted = await request('POST', '/auth/new-password', linkTokenOf(invitation), {
      password: 'Clave-de-ines-1',
    });
    expect(accepted.statusCode).toBe(200);
    const login = await request('POST', '/auth/login', undefined, {
      email: address,
      password: 'Clave-de-ines-1',
    });
    const me = await request('GET', '/auth/me', login.json().data.accessToken);
    expect(me.json().data).toMatchObject({ id: byA.json().data.id, email: address });
  });
});
