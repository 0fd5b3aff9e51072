import type { Container } from '@recolecta/shared/containers';
import type { WasteTreeNode } from '@recolecta/shared/wastes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../test/helpers.ts';
import { ensureReferenceCatalogs } from './reference-catalogs.ts';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { role: 'admin' });
});
afterAll(() => ctx.close());

const get = async <T>(url: string) => {
  const res = await ctx.request({ url, token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};
const send = async (method: 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) => {
  const res = await ctx.request({ method, url, token: admin.token, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};
const containers = () => get<Container[]>('/api/v1/containers?pageSize=100&archived=include');
const tree = () => get<WasteTreeNode[]>('/api/v1/wastes/tree');

describe('the reference catalogs (NOM-087 RPBI classes and their containers)', () => {
  it('are written into a database without them, then each start leaves the operator’s edits alone', async () => {
    expect(await ensureReferenceCatalogs(ctx.app.db)).toEqual({ containers: 6, wastes: 12 });
    const first = await tree();
    expect(first.map((n) => n.code)).toEqual(['RPBI-CUL', 'RPBI-NAN', 'RPBI-PAT', 'RPBI-PUN', 'RPBI-SAN']);
    expect(first.flatMap((n) => n.children)).toHaveLength(7);
    const byCode = Object.fromEntries((await containers()).map((c) => [c.code, c]));
    expect(Object.keys(byCode).sort()).toEqual(['BA-A', 'BR-R', 'CR-R', 'RH-A', 'RH-R', 'RP-R']);

    // The operator renames a class, unlinks a container from a waste, archives a container and
    // deletes a sub-waste (unlinked first, so nothing refers to it).
    const blood = first.find((n) => n.code === 'RPBI-SAN')!;
    await send('PATCH', `/api/v1/wastes/${blood.id}`, { version: blood.version, name: 'Sangre (editada)' });
    const red = byCode['BR-R']!;
    await send('PATCH', `/api/v1/containers/${red.id}`, {
      version: red.version,
      wasteIds: red.wastes.filter((w) => w.code !== 'RPBI-NAN-S').map((w) => w.id),
    });
    const yellow = byCode['BA-A']!;
    await send('POST', `/api/v1/containers/${yellow.id}/archive`, { version: yellow.version });
    const sealed = byCode['RH-R']!;
    await send('PATCH', `/api/v1/containers/${sealed.id}`, {
      version: sealed.version,
      wasteIds: sealed.wastes.filter((w) => w.code !== 'RPBI-SAN-L').map((w) => w.id),
    });
    const liquid = first.flatMap((n) => n.children).find((c) => c.code === 'RPBI-SAN-L')!;
    expect((await send('DELETE', `/api/v1/wastes/${liquid.id}`)).data.outcome).toBe('deleted');

    await ensureReferenceCatalogs(ctx.app.db);
    await ensureReferenceCatalogs(ctx.app.db);
    const again = await tree();
    expect(again.find((n) => n.code === 'RPBI-SAN')!.name).toBe('Sangre (editada)');
    const after = Object.fromEntries((await containers()).map((c) => [c.code, c]));
    expect(Object.keys(after)).toHaveLength(6);
    expect(after['BR-R']!.wastes.map((w) => w.code)).toEqual(['RPBI-CUL-S']);
    expect(after['BA-A']!.archivedAt).not.toBeNull();
    // What is missing by code comes back, under its class and with its container's link.
    const back = again.find((n) => n.code === 'RPBI-SAN')!.children;
    expect(back.map((c) => c.code)).toEqual(['RPBI-SAN-L']);
    expect(after['RH-R']!.wastes.map((w) => w.code)).toEqual(['RPBI-NAN-L', 'RPBI-SAN-L']);
  });
});
