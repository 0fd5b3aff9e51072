import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantContract } from '../../../test/crud-contract.ts';
import { createTenants, createTestContext, createUser, type TestContext } from '../../../test/helpers.ts';
import { findSystemRoleId } from '../../db/system-data.ts';

let ctx: TestContext;
let ownerRoleId: string;
let adminRoleId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ownerRoleId = (await findSystemRoleId(ctx.app.db, 'owner'))!;
  adminRoleId = (await findSystemRoleId(ctx.app.db, 'admin'))!;
});
afterAll(() => ctx.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  ctx.request({ method, url: `/api/v1${url}`, token, payload });

describe('roles', () => {
  it('an owner creates a company role with permissions they hold; it is confined to their company', async () => {
    const { ownerA, ownerB, companyA } = await createTenants(ctx);
    const res = await api('POST', '/roles', ownerA.token, {
      name: 'Recepción',
      permissions: ['orders:read', 'orders:create', 'orders:read'],
    });
    expect(res.statusCode).toBe(201);
    const role = res.json().data;
    expect(role).toMatchObject({
      name: 'Recepción',
      scope: 'company',
      companyId: companyA.id,
      isSystem: false,
      key: null,
      permissions: ['orders:create', 'orders:read'],
      userCount: 0,
    });
    const listA = (await api('GET', '/roles?pageSize=100', ownerA.token))
      .json()
      .data.map((r: { id: string }) => r.id);
    expect(listA).toContain(role.id);
    expect(listA).toContain(ownerRoleId);
    expect(listA).not.toContain(adminRoleId);
    const listB = (await api('GET', '/roles?pageSize=100', ownerB.token))
      .json()
      .data.map((r: { id: string }) => r.id);
    expect(listB).not.toContain(role.id);
    expect((await api('GET', `/roles/${role.id}`, ownerB.token)).statusCode).toBe(404);
    expect(
      (await api('PATCH', `/roles/${role.id}`, ownerB.token, { version: 1, name: 'Mía' })).statusCode,
    ).toBe(404);
    expect((await api('DELETE', `/roles/${role.id}`, ownerB.token)).statusCode).toBe(404);
    const dup = await api('POST', '/roles', ownerA.token, { name: 'recepción', permissions: [] });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'ROLE_NAME_TAKEN', details: [{ path: 'name' }] });
    // Another company may use the same name.
    expect(
      (await api('POST', '/roles', ownerB.token, { name: 'Recepción', permissions: [] })).statusCode,
    ).toBe(201);
  });

  it('refuses operator permissions, permissions the caller lacks and unknown ones', async () => {
    const { ownerA, companyA } = await createTenants(ctx);
    const operatorOnly = await api('POST', '/roles', ownerA.token, {
      name: 'Flota',
      permissions: ['drivers:read'],
    });
    expect(operatorOnly.statusCode).toBe(422);
    expect(operatorOnly.json()).toMatchObject({
      code: 'PERMISSION_NOT_GRANTABLE',
      details: [{ path: 'permissions' }],
    });
    // Owners do not delete clients themselves; nor can a role they make.
    expect(
      (await api('POST', '/roles', ownerA.token, { name: 'X1', permissions: ['clients:delete'] })).statusCode,
    ).toBe(422);
    const manager = await createUser(ctx, {
      role: ['roles:create', 'roles:read', 'orders:read'],
      companyId: companyA.id,
    });
    const beyond = await api('POST', '/roles', manager.token, {
      name: 'X2',
      permissions: ['orders:read', 'orders:delete'],
    });
    expect(beyond.json().code).toBe('PERMISSION_NOT_GRANTABLE');
    expect(
      (await api('POST', '/roles', manager.token, { name: 'X3', permissions: ['orders:read'] })).statusCode,
    ).toBe(201);
    const unknown = await api('POST', '/roles', ownerA.token, { name: 'X4', permissions: ['orders:fly'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('VALIDATION_FAILED');
  });

  it('system roles cannot be changed, stripped or deleted', async () => {
    const { admin, ownerA } = await createTenants(ctx);
    for (const [token, id] of [
      [admin.token, adminRoleId],
      [ownerA.token, ownerRoleId],
    ] as const) {
      const strip = await api('PATCH', `/roles/${id}`, token, { version: 1, permissions: [] });
      expect(strip.statusCode).toBe(403);
      expect(strip.json().code).toBe('SYSTEM_ROLE_LOCKED');
      const del = await api('DELETE', `/roles/${id}`, token);
      expect(del.statusCode).toBe(403);
      expect(del.json().code).toBe('SYSTEM_ROLE_LOCKED');
      expect((await api('POST', `/roles/${id}/archive`, token, { version: 1 })).json().code).toBe(
        'SYSTEM_ROLE_LOCKED',
      );
    }
    const me = await ctx.request({ url: '/api/v1/auth/me', token: ownerA.token });
    expect(me.json().data.permissions).toContain('orders:create');
  });

  it('an admin manages operator roles and reads company roles without changing them', async () => {
    const { admin, ownerA } = await createTenants(ctx);
    const dispatch = await api('POST', '/roles', admin.token, {
      name: `Despacho ${Date.now()}`,
      permissions: ['routes:read', 'drivers:read'],
    });
    expect(dispatch.statusCode).toBe(201);
    expect(dispatch.json().data).toMatchObject({ scope: 'operator', companyId: null });
    const companyRole = (
      await api('POST', '/roles', ownerA.token, { name: 'Solo lectura', permissions: ['orders:read'] })
    ).json().data;
    expect((await api('GET', `/roles/${companyRole.id}`, admin.token)).statusCode).toBe(200);
    const edit = await api('PATCH', `/roles/${companyRole.id}`, admin.token, { version: 1, name: 'Cambio' });
    expect(edit.statusCode).toBe(403);
    const filtered = await api('GET', `/roles?scope=company&companyId=${ownerA.companyId}`, admin.token);
    expect(filtered.json().data.map((r: { id: string }) => r.id)).toEqual([companyRole.id]);
  });

  it('changes a role with its version; added permissions must be grantable; users see the change at once', async () => {
    const { ownerA, companyA } = await createTenants(ctx);
    const role = (
      await api('POST', '/roles', ownerA.token, { name: 'Operativo', permissions: ['orders:read'] })
    ).json().data;
    const holder = await createUser(ctx, { role: ['orders:read'], companyId: companyA.id });
    const { users } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await ctx.app.db.update(users).set({ roleId: role.id }).where(eq(users.id, holder.id));
    const res = await api('PATCH', `/roles/${role.id}`, ownerA.token, {
      version: 1,
      permissions: ['orders:read', 'orders:update'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ version: 2, userCount: 1 });
    const me = await ctx.request({ url: '/api/v1/auth/me', token: holder.token });
    expect(me.json().data.permissions).toEqual(['orders:read', 'orders:update']);
    const stale = await api('PATCH', `/roles/${role.id}`, ownerA.token, { version: 1, name: 'Viejo' });
    expect(stale.json().code).toBe('VERSION_CONFLICT');
    const escalate = await api('PATCH', `/roles/${role.id}`, ownerA.token, {
      version: 2,
      permissions: ['dashboard:read'],
    });
    expect(escalate.json().code).toBe('PERMISSION_NOT_GRANTABLE');
    // In use: cannot be deleted until its users move.
    const inUse = await api('DELETE', `/roles/${role.id}`, ownerA.token);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().code).toBe('ROLE_IN_USE');
  });

  it('deletes an unused role; archives one only archived users still refer to', async () => {
    const { ownerA } = await createTenants(ctx);
    const unused = (await api('POST', '/roles', ownerA.token, { name: 'Temporal', permissions: [] })).json()
      .data;
    expect((await api('DELETE', `/roles/${unused.id}`, ownerA.token)).json().data.outcome).toBe('deleted');
    const role = (
      await api('POST', '/roles', ownerA.token, { name: 'Histórico', permissions: ['orders:read'] })
    ).json().data;
    const user = await createUser(ctx, { role: ['orders:read'], companyId: ownerA.companyId });
    const { users } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await ctx.app.db
      .update(users)
      .set({ roleId: role.id, archivedAt: new Date() })
      .where(eq(users.id, user.id));
    expect((await api('DELETE', `/roles/${role.id}`, ownerA.token)).json().data.outcome).toBe('archived');
    const archived = await api('GET', '/roles?archived=only', ownerA.token);
    expect(archived.json().data.map((r: { id: string }) => r.id)).toContain(role.id);
  });
});

tenantContract({
  path: 'roles',
  rowRoutes: ['read', 'update', 'delete', 'archive', 'restore', 'history'],
  list: true,
  change: { name: 'Cambio de otra empresa' },
  async makeRow(context, { ownerA }) {
    const term = `Bodega${Math.floor(Math.random() * 1e6)}`;
    const res = await context.request({
      method: 'POST',
      url: '/api/v1/roles',
      token: ownerA.token,
      payload: { name: term, permissions: ['orders:read'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().data.id, term };
  },
});
