import { randomUUID } from 'node:crypto';
import { todayIn } from '@recolecta/shared/documents';
import { SYSTEM_ROLES } from '@recolecta/shared/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/auth.users.ts';
import { manifests } from '../src/db/schema/manifests.ts';
import { storeZones } from '../src/db/schema/stores.ts';
import { valuesIn } from './crud-contract.ts';
import { createCompany, createTestContext, createUser, type TestContext, type TestUser } from './helpers.ts';
import { makeCatalog, makeDriver, makeReusableType, makeSite, makeStore, makeVehicle } from './operations.ts';

/**
 * The tenant contract of histories (docs/product.md §1, "What a company sees of a record's past"): rows
 * that pass between companies, or that the operator's staff change, are read through every history,
 * audit, transition and moves endpoint by the companies' owners, and no answer holds a value of the
 * other company or of a staff member. The endpoints come from the app's own route table, so a new
 * one is either readable by no owner (checked: 403) or must be given a row here.
 */

/** The GET routes that tell a record's past. */
const HISTORY_ROUTE = /\/(history|transitions|moves|readers|changes|audit|events|log)$/;

const tag = () => randomUUID().slice(0, 6).toUpperCase();
const v1 = (url: string) => `/api/v1${url}`;

let ctx: TestContext;
let admin: TestUser;
let staff: TestUser;
let ownerA: TestUser;
let ownerB: TestUser;
/** Per resource path (`assets`), the rows each owner reads the history of. */
const rowsOf: Record<'A' | 'B', Record<string, string[]>> = { A: {}, B: {} };
const reads = (reader: 'A' | 'B', resource: string, id: string) => {
  rowsOf[reader][resource] = [...(rowsOf[reader][resource] ?? []), id];
};
/** What belongs to company A, company B, and the operator's staff, as it could appear in an answer. */
const secrets: Record<'A' | 'B' | 'staff', string[]> = { A: [], B: [], staff: [] };
const secretsOfSite: Record<'A' | 'B', string> = { A: '', B: '' };

const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, user: TestUser, payload?: object) => {
  const res = await ctx.request({ method, url: v1(url), token: user.token, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json().data;
};
const version = async (url: string) => (await call('GET', url, admin)).version as number;

/** A user with a name and address of their own, whose every identifier is a secret of `owner`. */
async function person(role: 'admin' | 'owner', companyId: string | null, owner: 'A' | 'B' | 'staff') {
  const user = await createUser(ctx, {
    role,
    companyId,
    email: `${owner}-${tag().toLowerCase()}@secret.test`,
  });
  const name = `${owner === 'staff' ? 'Operadora' : `Dueña ${owner}`} ${tag()}`;
  await ctx.app.db.update(users).set({ name }).where(eq(users.id, user.id));
  secrets[owner].push(user.id, user.email, name);
  return user;
}

async function company(owner: 'A' | 'B') {
  const row = await createCompany(ctx, { contactName: `Contacto ${owner} ${tag()}` });
  const site = await makeSite(ctx, row.id, {
    name: `Sucursal ${owner} ${tag()}`,
    collectionWindowStart: '00:00',
    collectionWindowEnd: '23:59',
  });
  secrets[owner].push(row.id, row.legalName, row.rfc, row.email, row.contactName, site.id, site.name);
  secretsOfSite[owner] = site.id;
  return { company: row, site };
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await person('admin', null, 'staff');
  staff = await person('admin', null, 'staff');
  const a = await company('A');
  const b = await company('B');
  ownerA = await person('owner', a.company.id, 'A');
  ownerB = await person('owner', b.company.id, 'B');
  const catalog = await makeCatalog(ctx);
  const store = await makeStore(ctx);
  const item = {
    wasteId: catalog.sharps.id,
    containerTypeId: catalog.box.id,
    containerCount: 1,
    estimatedKg: 4,
  };
  const order = (token: TestUser, companyId: string, siteId: string) =>
    call('POST', '/orders', token, { companyId, siteId, requestedDate: todayIn(), items: [item] });

  // Containers that go from A's site to B's, changed by staff at each: one stays at B, one comes back to A.
  const reusable = await makeReusableType(ctx);
  const travel = async (stops: string[]) => {
    const asset = await call('POST', '/assets', admin, {
      serial: `SER-${tag()}`,
      containerTypeId: reusable.id,
      place: { kind: 'site', id: stops[0] },
    });
    const url = `/assets/${asset.id}`;
    for (const [n, siteId] of stops.slice(1).entries()) {
      await call('PATCH', url, n % 2 ? admin : staff, {
        notes: `Revisado ${n}`,
        version: await version(url),
      });
      await call('POST', `${url}/move`, n % 2 ? staff : admin, {
        version: await version(url),
        to: { kind: 'site', id: siteId },
        note: 'Cambio de sucursal',
      });
    }
    await call('PATCH', url, staff, { notes: 'Revisado', version: await version(url) });
    return asset.id as string;
  };
  reads('B', 'assets', await travel([a.site.id, b.site.id]));
  reads('A', 'assets', await travel([a.site.id, b.site.id, a.site.id]));
  // One retired at A's site (its reason naming the site), then brought to B through a store zone.
  const [zone] = await ctx.app.db
    .insert(storeZones)
    .values({ storeId: store.id, name: `Zona ${tag()}`, type: 'general', capacityUnits: 10 })
    .returning();
  secrets.staff.push(zone!.name, store.name);
  const retired = await travel([a.site.id]);
  await call('POST', `/assets/${retired}/transitions/retire`, staff, {
    version: await version(`/assets/${retired}`),
    reason: `Roto en ${a.site.name}`,
  });
  for (const to of [
    { kind: 'zone', id: zone!.id },
    { kind: 'site', id: b.site.id },
  ]) {
    await call('POST', `/assets/${retired}/move`, admin, {
      version: await version(`/assets/${retired}`),
      to,
    });
  }
  reads('B', 'assets', retired);

  // B's own rows, changed by the operator's staff.
  await call('PATCH', `/clients/${b.company.id}`, staff, {
    contactName: 'Contacto nuevo',
    version: b.company.version,
  });
  reads('B', 'clients', b.company.id);
  await call('PATCH', `/sites/${b.site.id}`, admin, {
    contactName: 'Recepción',
    version: b.site.version,
  });
  reads('B', 'sites', b.site.id);
  const role = await call('POST', '/roles', ownerB, {
    name: `Consulta ${tag()}`,
    permissions: ['orders:read'],
  });
  reads('B', 'roles', role.id);
  const invited = await call('POST', '/users', ownerB, {
    email: `b-${tag().toLowerCase()}@example.test`,
    name: 'Auxiliar',
    roleId: role.id,
  });
  reads('B', 'users', invited.id);
  const plan = await call('POST', '/service-plans', ownerB, {
    siteId: b.site.id,
    name: 'Semanal',
    recurrence: 'interval',
    intervalDays: 7,
    startsOn: todayIn(),
    priority: 'normal',
    items: [item],
  });
  await call('POST', `/service-plans/${plan.id}/transitions/pause`, staff, {
    version: plan.version,
    reason: 'Vacaciones',
  });
  reads('B', 'service-plans', plan.id);

  // A route shared by both companies' orders, started by staff; B's order, made by staff, is collected by hand.
  const orderA = await order(ownerA, a.company.id, a.site.id);
  const orderB = await order(staff, b.company.id, b.site.id);
  const route = await call('POST', '/routes', admin, {
    date: todayIn(),
    driverId: (await makeDriver(ctx)).id,
    vehicleId: (await makeVehicle(ctx)).id,
    startStoreId: store.id,
    endStoreId: store.id,
    startTime: '00:00',
    stops: [orderA.id, orderB.id],
  });
  await call('POST', `/routes/${route.id}/transitions/start`, staff, { version: route.version });
  reads('B', 'routes', route.id);
  reads('A', 'routes', route.id);
  const collect = await call('GET', `/orders/${orderB.id}`, admin);
  await call('POST', `/orders/${orderB.id}/transitions/collect`, staff, {
    version: collect.version,
    input: { items: [{ id: collect.items[0].id, actualKg: 3.5 }] },
  });
  reads('B', 'orders', orderB.id);
  const [manifest] = await ctx.app.db.select().from(manifests).where(eq(manifests.orderId, orderB.id));
  expect(manifest, 'a hazardous order collected gets a manifest').toBeDefined();
  reads('B', 'manifests', manifest!.id);
});
afterAll(() => ctx.close());

/** The resource path of a history route (`/api/v1/assets/:id/moves` → `assets`), or null. */
const resourceOf = (url: string) => url.match(/^\/api\/v1\/(.+)\/:id\/[a-z-]+$/)?.[1] ?? null;

describe('histories show a company nothing of another company or of the operator staff', () => {
  const historyRoutes = () =>
    ctx.app.routeTable.filter(
      (r) => r.method === 'GET' && r.url.startsWith('/api/v1/') && HISTORY_ROUTE.test(r.url),
    );
  const ownerMay = (access: string | undefined) =>
    access === 'session' || (SYSTEM_ROLES.owner.permissions as readonly string[]).includes(access ?? '');

  it('finds the history routes in the route table', () => {
    const urls = historyRoutes().map((r) => r.url);
    expect(urls).toContain('/api/v1/assets/:id/history');
    expect(urls).toContain('/api/v1/assets/:id/moves');
    expect(urls).toContain('/api/v1/orders/:id/transitions');
    expect(urls).toContain('/api/v1/audit');
  });

  it('refuses owners the history routes of what they may not read', async () => {
    for (const route of historyRoutes().filter((r) => !ownerMay(r.access))) {
      const url = route.url.replace(/:[a-zA-Z]+/g, randomUUID());
      const res = await ctx.request({ url, token: ownerB.token });
      expect(res.statusCode, `${route.url} as an owner`).toBe(403);
    }
  });

  for (const [reader, other] of [
    ['B', 'A'],
    ['A', 'B'],
  ] as const) {
    it(`as owner ${reader}: no value of company ${other} or of the staff in any history of a shared row`, async () => {
      const token = reader === 'B' ? ownerB : ownerA;
      const readable = historyRoutes().filter((r) => ownerMay(r.access));
      const given = Object.keys({ ...rowsOf.A, ...rowsOf.B });
      const uncovered = readable.map((r) => r.url).filter((url) => !given.includes(resourceOf(url) ?? url));
      expect(uncovered, 'history routes an owner reads that this test gives no row').toEqual([]);
      let entries = 0;
      const leaks: Record<string, string[]> = {};
      for (const route of readable) {
        for (const id of rowsOf[reader][resourceOf(route.url)!] ?? []) {
          const url = route.url.replace(':id', id);
          const res = await ctx.request({ url, token: token.token });
          expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
          entries += res.json().data.length;
          const found = valuesIn(res.body, [...secrets[other], ...secrets.staff]);
          if (found.length > 0) leaks[url] = found;
        }
      }
      expect(leaks, `values of company ${other} or of the staff shown to owner ${reader}`).toEqual({});
      // The scan looked at real stories, not empty lists.
      expect(entries).toBeGreaterThan(reader === 'B' ? 15 : 4);
    });
  }

  it("tells a company what happened, with the staff as 'the operator' and the other company's place as nothing", async () => {
    const history = (await call('GET', `/assets/${rowsOf.B.assets![0]}/history`, ownerB)) as {
      action: string;
      actorKind: string;
      actorEmail: string | null;
      before: { siteId: string } | null;
      after: { siteId: string; notes: string } | null;
    }[];
    expect(history.map((e) => e.action)).toEqual(['asset.update', 'asset.move']);
    expect(history.every((e) => e.actorKind === 'operator' && e.actorEmail === null)).toBe(true);
    const [update, move] = history;
    expect(update!.after).toMatchObject({ siteId: secretsOfSite.B, notes: 'Revisado' });
    expect(move!.before).toBeNull();
    expect(move!.after).toMatchObject({ siteId: secretsOfSite.B });
    const moves = await call('GET', `/assets/${rowsOf.B.assets![0]}/moves`, ownerB);
    expect(moves[0]).toMatchObject({
      to: { kind: 'site', id: secretsOfSite.B },
      from: { kind: 'site', id: null },
    });
    expect(moves[0]).toMatchObject({ movedBy: null, movedByKind: 'operator' });
    const started = await call('GET', `/routes/${rowsOf.B.routes![0]}/transitions`, ownerB);
    expect(started).toMatchObject([
      { name: 'start', actorKind: 'operator', actorId: null, actorEmail: null },
    ]);
    // A company's own user is named.
    const role = await call('GET', `/roles/${rowsOf.B.roles![0]}/history`, ownerB);
    expect(role[0]).toMatchObject({ actorKind: 'user', actorEmail: ownerB.email });
  });

  it('still shows the staff who did what to the operator', async () => {
    const res = await ctx.request({ url: v1(`/assets/${rowsOf.B.assets![0]}/history`), token: admin.token });
    expect(res.body).toContain(staff.email);
    expect(res.body).toContain(secretsOfSite.A);
    const moves = await call('GET', `/assets/${rowsOf.B.assets![0]}/moves`, admin);
    expect(moves[0]).toMatchObject({ movedByKind: 'user', from: { id: secretsOfSite.A } });
    expect(moves[0].movedBy).toMatch(/^Operadora/);
  });
});
