import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantContract } from '../../../test/crud-contract.ts';
import {
  createCompany,
  createMailTestContext,
  createTenants,
  createUser,
  type MailTestContext,
  TEST_PASSWORD,
} from '../../../test/helpers.ts';
import { linkTokenOf } from '../../../test/mail.ts';
import { refusedAudits } from '../../../test/refused-audits.ts';
import { linkTokens } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { roles } from '../../db/schema/roles.ts';
import { findSystemRoleId } from '../../db/system-data.ts';

let ctx: MailTestContext;
let ownerRoleId: string;
let adminRoleId: string;
beforeAll(async () => {
  ctx = await createMailTestContext();
  ownerRoleId = (await findSystemRoleId(ctx.app.db, 'owner'))!;
  adminRoleId = (await findSystemRoleId(ctx.app.db, 'admin'))!;
});
afterAll(() => ctx.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  ctx.request({ method, url: `/api/v1${url}`, token, payload });

async function customRole(companyId: string | null, permissions: string[], name = `Rol ${Math.random()}`) {
  const [row] = await ctx.app.db
    .insert(roles)
    .values({ name, scope: companyId ? 'company' : 'operator', companyId, permissions })
    .returning();
  return row!;
}

describe('users: invitations', () => {
  it('an owner invites a user into their company; the e-mail link sets the password and signs in', async () => {
    const { ownerA, companyA } = await createTenants(ctx);
    const clerk = await customRole(companyA.id, ['orders:read', 'orders:create'], 'Capturista');
    const res = await api('POST', '/users', ownerA.token, {
      email: 'Capturista@Example.test',
      name: 'Carla Capturista',
      roleId: clerk.id,
      locale: 'en',
    });
    expect(res.statusCode).toBe(201);
    const user = res.json().data;
    expect(user).toMatchObject({
      email: 'capturista@example.test',
      status: 'invited',
      companyId: companyA.id,
      role: { id: clerk.id, name: 'Capturista', scope: 'company' },
      locale: 'en',
    });
    const mail = await ctx.mail.next('capturista@example.test');
    expect(mail.subject).toBe('You are invited to Recolecta');
    const token = linkTokenOf(mail);
    expect(
      (
        await ctx.request({
          method: 'POST',
          url: '/api/v1/auth/new-password',
          token,
          payload: { password: 'Clave-de-carla-1' },
        })
      ).statusCode,
    ).toBe(200);
    const login = await ctx.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'capturista@example.test', password: 'Clave-de-carla-1' },
    });
    expect(login.statusCode).toBe(200);
    const me = await ctx.request({ url: '/api/v1/auth/me', token: login.json().data.accessToken });
    expect(me.json().data.permissions).toEqual(['orders:read', 'orders:create']);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'user.invite')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain('passwordHash');
  });

  it('an admin invites operator staff with operator roles only', async () => {
    const { admin, companyA } = await createTenants(ctx);
    const dispatcher = await customRole(null, ['routes:read', 'routes:update']);
    const res = await api('POST', '/users', admin.token, {
      email: `despacho-${Date.now()}@example.test`,
      name: 'Diego Despacho',
      roleId: dispatcher.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ companyId: null, role: { scope: 'operator' } });
    const companyRole = await customRole(companyA.id, ['orders:read']);
    for (const roleId of [companyRole.id, ownerRoleId]) {
      const bad = await api('POST', '/users', admin.token, {
        email: `x${Math.random()}@example.test`,
        name: 'X Y',
        roleId,
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({ code: 'ROLE_NOT_ASSIGNABLE', details: [{ path: 'roleId' }] });
    }
  });

  it('answers an invitation to an address held elsewhere exactly as a fresh one, changing no account', async () => {
    const { ownerA, ownerB, companyA, companyB, admin } = await createTenants(ctx);
    const emailOf = async (id: string) => (await api('GET', `/users/${id}`, admin.token)).json().data.email;
    const invite = (email: string) =>
      api('POST', '/users', ownerA.token, { email, name: 'Dup Licado', roleId: ownerRoleId, locale: 'fr' });
    const fresh = await invite(`nuevo-${Date.now()}@example.test`);
    // Another company's owner, and operator staff.
    for (const holder of [ownerB, admin]) {
      const email = await emailOf(holder.id);
      const res = await invite(email);
      expect(res.statusCode).toBe(fresh.statusCode);
      const [a, b] = [fresh.json().data, res.json().data];
      expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
      const { id: _i, email: _e, createdAt: _c, updatedAt: _u, ...sameA } = a;
      const { id, email: echoed, createdAt, updatedAt, ...sameB } = b;
      expect(sameB).toEqual(sameA);
      expect(echoed).toBe(email);
      expect(id).not.toBe(holder.id);
      expect(createdAt).toBe(updatedAt);
      // The holder is as before; company A has its invitation, pending as any other
      // (held-invitations.test.ts compares everything the owner sees of it with a fresh one).
      const held = (await api('GET', `/users/${holder.id}`, admin.token)).json().data;
      expect(held).toMatchObject({ email, companyId: holder === admin ? null : companyB.id });
      const mine = await api('GET', `/users?q=${encodeURIComponent(email)}`, ownerA.token);
      expect(mine.json().data).toEqual([b]);
      expect((await ctx.request({ url: '/api/v1/auth/me', token: holder.token })).statusCode).toBe(200);
      // The holder hears of it, in their language, naming the company that tried.
      const mail = await ctx.mail.next(email);
      expect(mail.subject).toContain(a.companyName);
      expect(mail.text).toContain('Recolecta');
    }
    // Nothing about it in company A's audit log; the operator's has it.
    const seenByA = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyA.id), eq(auditLog.action, 'user.invite_existing_email')));
    expect(seenByA).toHaveLength(0);
    const seenByOperator = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ownerB.id), eq(auditLog.action, 'user.invite_existing_email')));
    expect(seenByOperator).toHaveLength(1);
  });

  it('tells the holder of an address at most three times an hour, and a disabled one never', async () => {
    const { ownerA, ownerB, admin } = await createTenants(ctx);
    const emailOf = async (id: string) => (await api('GET', `/users/${id}`, admin.token)).json().data.email;
    const email = await emailOf(ownerB.id);
    const res0 = await api('POST', '/users', ownerA.token, {
      email,
      name: 'Dup Licado',
      roleId: ownerRoleId,
    });
    expect(res0.statusCode).toBe(201);
    for (let i = 0; i < 4; i++) {
      const resent = await api('POST', `/users/${res0.json().data.id}/invitation`, ownerA.token);
      expect(resent.statusCode).toBe(200);
    }
    for (let i = 0; i < 3; i++) await ctx.mail.next(email);
    await ctx.app.jobs.drain();
    expect(ctx.mail.pending(email)).toHaveLength(0);
    const disabled = await createUser(ctx, { role: 'admin', status: 'disabled' });
    const res = await api('POST', '/users', ownerA.token, {
      email: await emailOf(disabled.id),
      name: 'Dup Licado',
      roleId: ownerRoleId,
    });
    expect(res.statusCode).toBe(201);
    await ctx.app.jobs.drain();
    expect(ctx.mail.pending(await emailOf(disabled.id))).toHaveLength(0);
  });

  it('refuses a taken e-mail, roles of another company, the admin role and roles beyond the caller', async () => {
    const { ownerA, ownerB, companyB, admin } = await createTenants(ctx);
    // Their own user's address is simply taken; staff, who see every user, are told so too.
    const own = await api('POST', '/users', ownerA.token, {
      email: (await api('GET', `/users/${ownerA.id}`, ownerA.token)).json().data.email,
      name: 'Dup Licado',
      roleId: ownerRoleId,
    });
    expect(own.json()).toMatchObject({ code: 'EMAIL_TAKEN', details: [{ path: 'email' }] });
    const byStaff = await api('POST', '/users', admin.token, {
      email: (await api('GET', `/users/${ownerB.id}`, admin.token)).json().data.email,
      name: 'Dup Licado',
      roleId: adminRoleId,
    });
    expect(byStaff.json()).toMatchObject({ code: 'EMAIL_TAKEN', details: [{ path: 'email' }] });
    const roleB = await customRole(companyB.id, ['orders:read']);
    for (const roleId of [roleB.id, adminRoleId, '00000000-0000-4000-8000-000000000000']) {
      const res = await api('POST', '/users', ownerA.token, {
        email: `y${Math.random()}@example.test`,
        name: 'Y Z',
        roleId,
      });
      expect(res.json().code).toBe('ROLE_NOT_ASSIGNABLE');
    }
    // A user with users:create but not orders:delete cannot hand out a role that has it.
    const manager = await createUser(ctx, {
      role: ['users:create', 'users:read', 'orders:read'],
      companyId: companyB.id,
    });
    const bigger = await customRole(companyB.id, ['orders:read', 'orders:delete']);
    const res = await api('POST', '/users', manager.token, {
      email: `z${Math.random()}@example.test`,
      name: 'Z Z',
      roleId: bigger.id,
    });
    expect(res.json().code).toBe('ROLE_NOT_ASSIGNABLE');
    const fine = await customRole(companyB.id, ['orders:read']);
    expect(
      (
        await api('POST', '/users', manager.token, {
          email: `w${Math.random()}@example.test`,
          name: 'W W',
          roleId: fine.id,
        })
      ).statusCode,
    ).toBe(201);
    void ownerB;
  });

  it('resends an invitation only while it is pending', async () => {
    const { ownerA, companyA } = await createTenants(ctx);
    const res = await api('POST', '/users', ownerA.token, {
      email: `re-${Date.now()}@example.test`,
      name: 'Re Envío',
      roleId: ownerRoleId,
    });
    const user = res.json().data;
    const first = linkTokenOf(await ctx.mail.next(user.email));
    const again = await api('POST', `/users/${user.id}/invitation`, ownerA.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Invitación enviada');
    const second = linkTokenOf(await ctx.mail.next(user.email));
    const useOld = await ctx.request({
      method: 'POST',
      url: '/api/v1/auth/new-password',
      token: first,
      payload: { password: 'Clave-nueva-123' },
    });
    expect(useOld.json().code).toBe('LINK_INVALID');
    await ctx.request({
      method: 'POST',
      url: '/api/v1/auth/new-password',
      token: second,
      payload: { password: 'Clave-nueva-123' },
    });
    const done = await api('POST', `/users/${user.id}/invitation`, ownerA.token);
    expect(done.statusCode).toBe(409);
    expect(done.json().code).toBe('INVITATION_NOT_PENDING');
    void companyA;
  });

  it('a resent invitation whose audit row fails stores no new link and sends nothing', async () => {
    const { ownerA } = await createTenants(ctx);
    const res = await api('POST', '/users', ownerA.token, {
      email: `re-${randomUUID().slice(0, 8)}@example.test`,
      name: 'Re Envío',
      roleId: ownerRoleId,
    });
    const user = res.json().data;
    const first = linkTokenOf(await ctx.mail.next(user.email));
    const links = () => ctx.app.db.select().from(linkTokens).where(eq(linkTokens.userId, user.id));
    const before = await links();
    const audits = await refusedAudits(ctx);
    const again = await audits.refusing({ action: 'user.invite', entityId: user.id }, () =>
      api('POST', `/users/${user.id}/invitation`, ownerA.token),
    );
    expect(again.statusCode).toBe(500);
    expect(await links()).toEqual(before);
    await ctx.app.jobs.drain();
    expect(ctx.mail.pending(user.email)).toEqual([]);
    // The first link still opens the account.
    const accepted = await ctx.request({
      method: 'POST',
      url: '/api/v1/auth/new-password',
      token: first,
      payload: { password: 'Clave-nueva-123' },
    });
    expect(accepted.statusCode).toBe(200);
  });
});

describe('users: reading and scope', () => {
  it('an owner lists only their company; an admin lists everyone and filters', async () => {
    const { admin, ownerA, ownerB, companyA } = await createTenants(ctx);
    const listA = await api('GET', '/users?pageSize=100', ownerA.token);
    expect(listA.statusCode).toBe(200);
    const idsA = listA.json().data.map((u: { id: string }) => u.id);
    expect(idsA).toContain(ownerA.id);
    expect(idsA).not.toContain(ownerB.id);
    expect(idsA).not.toContain(admin.id);
    expect(listA.json().data.every((u: { companyId: string }) => u.companyId === companyA.id)).toBe(true);
    // A filter by another company does not widen an owner's view.
    const sneaky = await api('GET', `/users?companyId=${ownerB.companyId}`, ownerA.token);
    expect(sneaky.json().data.map((u: { id: string }) => u.id)).not.toContain(ownerB.id);

    const all = await api('GET', `/users?companyId=${companyA.id}`, admin.token);
    expect(all.json().data.map((u: { id: string }) => u.id)).toEqual([ownerA.id]);
    const staff = await api('GET', '/users?scope=operator&pageSize=100', admin.token);
    expect(staff.json().data.every((u: { companyId: string | null }) => u.companyId === null)).toBe(true);
    const search = await api('GET', `/users?q=${encodeURIComponent(ownerA.email.slice(0, 10))}`, admin.token);
    expect(search.json().data.map((u: { id: string }) => u.id)).toContain(ownerA.id);
    const sorted = await api('GET', '/users?sort=email:desc&pageSize=5&page=1', admin.token);
    expect(sorted.json().meta).toMatchObject({ page: 1, pageSize: 5 });
  });

  it("answers 404 for another company's user, on every method", async () => {
    const { ownerA, ownerB } = await createTenants(ctx);
    expect((await api('GET', `/users/${ownerB.id}`, ownerA.token)).statusCode).toBe(404);
    expect(
      (await api('PATCH', `/users/${ownerB.id}`, ownerA.token, { version: 1, name: 'Hack Eado' })).statusCode,
    ).toBe(404);
    expect((await api('DELETE', `/users/${ownerB.id}`, ownerA.token)).statusCode).toBe(404);
    expect((await api('POST', `/users/${ownerB.id}/invitation`, ownerA.token)).statusCode).toBe(404);
    expect((await api('GET', `/users/${ownerB.id}/history`, ownerA.token)).statusCode).toBe(404);
  });

  it('exports the filtered list as CSV with localised headers', async () => {
    const { ownerA } = await createTenants(ctx);
    const res = await ctx.request({
      url: '/api/v1/users/export?format=csv',
      token: ownerA.token,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.body).toContain('Name,E-mail');
    expect(res.body).toContain(ownerA.email);
  });
});

describe('users: changes', () => {
  it('renames with the version read; a stale version is 409', async () => {
    const { ownerA, companyA } = await createTenants(ctx);
    const clerk = await createUser(ctx, { role: ['orders:read'], companyId: companyA.id });
    const read = (await api('GET', `/users/${clerk.id}`, ownerA.token)).json().data;
    const res = await api('PATCH', `/users/${clerk.id}`, ownerA.token, {
      version: read.version,
      name: 'Nuevo Nombre',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Nuevo Nombre', version: read.version + 1 });
    const stale = await api('PATCH', `/users/${clerk.id}`, ownerA.token, {
      version: read.version,
      name: 'Otro',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');
    const bad = await api('PATCH', `/users/${clerk.id}`, ownerA.token, { version: 2, email: 'x@y.z' });
    expect(bad.statusCode).toBe(422);
  });

  it('disabling revokes the sessions; a role change is audited; nobody disables themselves', async () => {
    const { ownerA, companyA } = await createTenants(ctx);
    const clerk = await createUser(ctx, { role: ['orders:read'], companyId: companyA.id });
    const role = await customRole(companyA.id, ['orders:read', 'orders:create']);
    const changed = await api('PATCH', `/users/${clerk.id}`, ownerA.token, { version: 1, roleId: role.id });
    expect(changed.json().data.role.id).toBe(role.id);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, clerk.id), eq(auditLog.action, 'user.role_change')));
    expect(audit).toHaveLength(1);
    const disabled = await api('PATCH', `/users/${clerk.id}`, ownerA.token, {
      version: 2,
      status: 'disabled',
    });
    expect(disabled.json().data.status).toBe('disabled');
    expect((await ctx.request({ url: '/api/v1/auth/me', token: clerk.token })).statusCode).toBe(401);
    const self = await api('PATCH', `/users/${ownerA.id}`, ownerA.token, { version: 1, status: 'disabled' });
    expect(self.statusCode).toBe(422);
    expect(self.json().code).toBe('SELF_CHANGE_FORBIDDEN');
  });

  it('keeps the last active admin and the last active owner of a company', async () => {
    const company = await createCompany(ctx);
    const owner = await createUser(ctx, { role: 'owner', companyId: company.id });
    const manager = await createUser(ctx, {
      role: ['users:read', 'users:update', 'users:delete', ...(await ownerPermissions())],
      companyId: company.id,
    });
    const lastOwner = await api('PATCH', `/users/${owner.id}`, manager.token, {
      version: 1,
      status: 'disabled',
    });
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().code).toBe('LAST_OWNER');
    expect((await api('DELETE', `/users/${owner.id}`, manager.token)).json().code).toBe('LAST_OWNER');

    // Every other admin disabled: the remaining one cannot be demoted or disabled by a peer with all rights.
    const admin = await createUser(ctx, { role: 'admin' });
    const { users } = await import('../../db/schema/index.ts');
    const { ne } = await import('drizzle-orm');
    const others = await ctx.app.db
      .update(users)
      .set({ status: 'disabled' })
      .where(and(eq(users.roleId, adminRoleId), ne(users.id, admin.id)))
      .returning({ id: users.id });
    const peer = await createUser(ctx, { role: (await adminPermissions()) as never });
    const demote = await api('PATCH', `/users/${admin.id}`, peer.token, { version: 1, status: 'disabled' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe('LAST_ADMIN');
    for (const o of others)
      await ctx.app.db.update(users).set({ status: 'active' }).where(eq(users.id, o.id));
  });

  it('an owner cannot be changed by a lesser role of the company', async () => {
    const { ownerA, companyA } = await createTenants(ctx);
    const manager = await createUser(ctx, { role: ['users:read', 'users:update'], companyId: companyA.id });
    const res = await api('PATCH', `/users/${ownerA.id}`, manager.token, {
      version: 1,
      name: 'Golpe De Estado',
    });
    expect(res.statusCode).toBe(403);
  });

  it('an admin sees company users but does not change them', async () => {
    const { admin, ownerA } = await createTenants(ctx);
    expect((await api('GET', `/users/${ownerA.id}`, admin.token)).statusCode).toBe(200);
    expect(
      (await api('PATCH', `/users/${ownerA.id}`, admin.token, { version: 1, name: 'Otro' })).statusCode,
    ).toBe(403);
  });

  it('deletes a never-used invitation outright, archives a user with history', async () => {
    const { ownerA, companyA } = await createTenants(ctx);
    const invited = await api('POST', '/users', ownerA.token, {
      email: `del-${Date.now()}@example.test`,
      name: 'Borra Ble',
      roleId: ownerRoleId,
    });
    const id = invited.json().data.id;
    const gone = await api('DELETE', `/users/${id}`, ownerA.token);
    expect(gone.json()).toEqual({ data: { id, outcome: 'deleted' } });
    expect((await api('GET', `/users/${id}`, ownerA.token)).statusCode).toBe(404);

    const clerk = await createUser(ctx, { role: ['orders:read'], companyId: companyA.id });
    const archived = await api('DELETE', `/users/${clerk.id}`, ownerA.token);
    expect(archived.json().data.outcome).toBe('archived');
    expect((await ctx.request({ url: '/api/v1/auth/me', token: clerk.token })).statusCode).toBe(401);
    const login = await ctx.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: clerk.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    const listed = await api('GET', '/users?archived=only', ownerA.token);
    expect(listed.json().data.map((u: { id: string }) => u.id)).toContain(clerk.id);
    const row = (await api('GET', `/users/${clerk.id}`, ownerA.token)).json().data;
    const restored = await api('POST', `/users/${clerk.id}/restore`, ownerA.token, { version: row.version });
    expect(restored.json().data).toMatchObject({ status: 'active', archivedAt: null });
  });
});

async function ownerPermissions() {
  const { SYSTEM_ROLES } = await import('@recolecta/shared/permissions');
  return [...SYSTEM_ROLES.owner.permissions];
}

async function adminPermissions() {
  const { SYSTEM_ROLES } = await import('@recolecta/shared/permissions');
  return [...SYSTEM_ROLES.admin.permissions];
}

tenantContract({
  path: 'users',
  rowRoutes: ['read', 'update', 'delete', 'archive', 'restore', 'history'],
  list: true,
  change: { name: 'Cambio de otra empresa' },
  async makeRow(context, { ownerA }) {
    const role = await context.request({
      method: 'POST',
      url: '/api/v1/roles',
      token: ownerA.token,
      payload: { name: `Lectura ${Math.random()}`, permissions: ['orders:read'] },
    });
    const term = `tenant${Math.floor(Math.random() * 1e9)}@example.test`;
    const res = await context.request({
      method: 'POST',
      url: '/api/v1/users',
      token: ownerA.token,
      payload: { email: term, name: 'Persona de A', roleId: role.json().data.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().data.id, term };
  },
});

describe("users: the operator disables a client company's user", () => {
  const access = (id: string, action: 'disable' | 'enable', token: string, version: number) =>
    api('POST', `/users/${id}/${action}`, token, { version });
  const signIn = async (id: string, token: string) =>
    ctx.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: {
        email: (await api('GET', `/users/${id}`, token)).json().data.email,
        password: TEST_PASSWORD,
      },
    });

  it('ends every session of the user at once, even a last owner, and enables them again; both audited', async () => {
    const { admin, ownerB, companyB } = await createTenants(ctx);
    const second = (await signIn(ownerB.id, admin.token)).json().data.accessToken as string;
    const before = (await api('GET', `/users/${ownerB.id}`, admin.token)).json().data;
    const off = await access(ownerB.id, 'disable', admin.token, before.version);
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ id: ownerB.id, status: 'disabled', version: before.version + 1 });
    for (const token of [ownerB.token, second]) {
      const res = await ctx.request({ url: '/api/v1/orders', token });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    expect((await signIn(ownerB.id, admin.token)).json().code).toBe('INVALID_CREDENTIALS');
    // Twice, a stale version, a staff account and an unknown id are refused.
    expect((await access(ownerB.id, 'disable', admin.token, before.version + 1)).json().code).toBe(
      'INVALID_STATUS_CHANGE',
    );
    expect((await access(ownerB.id, 'enable', admin.token, before.version)).statusCode).toBe(409);
    const staff = await createUser(ctx, { role: 'admin' });
    expect((await access(staff.id, 'disable', admin.token, 1)).json().code).toBe('FORBIDDEN');
    expect((await access(randomUUID(), 'disable', admin.token, 1)).statusCode).toBe(404);

    const on = await access(ownerB.id, 'enable', admin.token, before.version + 1);
    expect(on.statusCode).toBe(200);
    expect(on.json().data.status).toBe('active');
    expect((await ctx.request({ url: '/api/v1/auth/me', token: ownerB.token })).statusCode).toBe(401);
    expect((await signIn(ownerB.id, admin.token)).statusCode).toBe(200);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ownerB.id), eq(auditLog.companyId, companyB.id)));
    const actions = audit.filter((e) => e.action.startsWith('user.')).map((e) => [e.action, e.actorId]);
    expect(actions).toEqual([
      ['user.disable', admin.id],
      ['user.enable', admin.id],
    ]);
  });

  it("is refused to an owner, for another company's users and their own, and to staff without the permission", async () => {
    const { ownerA, ownerB, companyA } = await createTenants(ctx);
    const clerkA = await createUser(ctx, { role: ['orders:read'], companyId: companyA.id });
    for (const id of [ownerB.id, clerkA.id]) {
      const res = await access(id, 'disable', ownerA.token, 1);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    // Nor can an owner reach another company's user by the ordinary change: it is not found.
    expect(
      (await api('PATCH', `/users/${ownerB.id}`, ownerA.token, { version: 1, status: 'disabled' }))
        .statusCode,
    ).toBe(404);
    const manager = await createUser(ctx, { role: ['users:read', 'users:update'] });
    expect((await access(ownerB.id, 'disable', manager.token, 1)).json().code).toBe('FORBIDDEN');
    expect((await ctx.request({ url: '/api/v1/auth/me', token: ownerB.token })).statusCode).toBe(200);
  });
});
