import type { Container } from '@recolecta/shared/containers';
import type { Driver } from '@recolecta/shared/drivers';
import type { Vehicle } from '@recolecta/shared/vehicles';
import type { WasteTreeNode } from '@recolecta/shared/wastes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../test/helpers.ts';
import { seedCatalogs } from './seed-catalogs.ts';

let ctx: TestContext;
let admin: TestUser;
let counts: Awaited<ReturnType<typeof seedCatalogs>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { role: 'admin' });
  counts = await seedCatalogs(ctx.app.db, admin.id);
});
afterAll(() => ctx.close());

const get = async <T>(url: string) => {
  const res = await ctx.request({ url, token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};

/** NOM-087 table 2: each class, its sub-wastes' physical state and container code (docs/product.md §3). */
const RPBI = {
  'RPBI-SAN': { name: 'Sangre', subWastes: { 'RPBI-SAN-L': ['liquid', 'RH-R'] } },
  'RPBI-CUL': {
    name: 'Cultivos y cepas de agentes biológico-infecciosos',
    subWastes: { 'RPBI-CUL-S': ['solid', 'BR-R'] },
  },
  'RPBI-PAT': {
    name: 'Patológicos',
    subWastes: { 'RPBI-PAT-S': ['solid', 'BA-A'], 'RPBI-PAT-L': ['liquid', 'RH-A'] },
  },
  'RPBI-NAN': {
    name: 'Residuos no anatómicos',
    subWastes: { 'RPBI-NAN-S': ['solid', 'BR-R'], 'RPBI-NAN-L': ['liquid', 'RH-R'] },
  },
  'RPBI-PUN': { name: 'Objetos punzocortantes', subWastes: { 'RPBI-PUN-S': ['solid', 'RP-R'] } },
} as const;

describe('demo catalogs', () => {
  it('hold the five RPBI classes of NOM-087 with their sub-wastes, as the tree endpoint answers them', async () => {
    expect(counts).toMatchObject({ wastes: 12 });
    const tree = await get<WasteTreeNode[]>('/api/v1/wastes/tree');
    const containers = await get<Container[]>('/api/v1/containers?pageSize=100');
    const containerCode = new Map(containers.map((c) => [c.id, c.code]));
    expect(tree.map((node) => node.code)).toEqual(Object.keys(RPBI).sort());
    for (const node of tree) {
      const expected = RPBI[node.code as keyof typeof RPBI];
      expect(node).toMatchObject({
        name: expected.name,
        category: 'rpbi',
        hazardCode: 'B',
        maxStorageDays: null,
      });
      expect(
        Object.fromEntries(
          node.children.map((c) => [c.code, [c.physicalState, containerCode.get(c.containerTypeId ?? '')]]),
        ),
      ).toEqual(expected.subWastes);
      for (const child of node.children) {
        expect(child).toMatchObject({
          parentId: node.id,
          category: 'rpbi',
          unit: child.physicalState === 'liquid' ? 'L' : 'kg',
        });
      }
    }
    // Pathological waste is kept at 4 °C or below, its sub-wastes too; nothing else needs cold.
    const cold = tree.flatMap((n) => [n, ...n.children]).filter((w) => w.requiresRefrigeration);
    expect(cold.map((w) => w.code).sort()).toEqual(['RPBI-PAT', 'RPBI-PAT-L', 'RPBI-PAT-S']);
  });

  it('hold the containers of NOM-087 in their colours, linked to the wastes they may hold', async () => {
    const containers = await get<Container[]>('/api/v1/containers?pageSize=100');
    const byCode = Object.fromEntries(containers.map((c) => [c.code, c]));
    expect(byCode['BR-R']).toMatchObject({ material: 'bag', colour: 'red', reusable: false });
    expect(byCode['BA-A']).toMatchObject({ material: 'bag', colour: 'yellow' });
    expect(byCode['RP-R']).toMatchObject({ material: 'rigid', colour: 'red' });
    expect(byCode['RH-R']).toMatchObject({ material: 'rigid', colour: 'red' });
    expect(byCode['RH-A']).toMatchObject({ material: 'rigid', colour: 'yellow' });
    const holds = (code: string) => byCode[code]?.wastes.map((w) => w.code);
    expect(holds('BR-R')).toEqual(['RPBI-CUL-S', 'RPBI-NAN-S']);
    expect(holds('BA-A')).toEqual(['RPBI-PAT-S']);
    expect(holds('RP-R')).toEqual(['RPBI-PUN-S']);
    expect(holds('RH-R')).toEqual(['RPBI-NAN-L', 'RPBI-SAN-L']);
    expect(holds('RH-A')).toEqual(['RPBI-PAT-L']);
    for (const c of containers) {
      expect(c.capacityL).toBeGreaterThan(0);
      expect(c.tareKg).toBeGreaterThan(0);
    }
  });

  it('hold a fleet whose documents show the warnings: expiring within 30 days and expired', async () => {
    const drivers = await get<Driver[]>('/api/v1/drivers?pageSize=100');
    const vehicles = await get<Vehicle[]>('/api/v1/vehicles?pageSize=100');
    expect(drivers).toHaveLength(counts.drivers);
    expect(vehicles).toHaveLength(counts.vehicles);
    expect(drivers.length).toBeGreaterThanOrEqual(8);
    expect(vehicles.length).toBeGreaterThanOrEqual(6);
    expect(drivers.filter((d) => d.licenceType === 'E').length).toBeGreaterThan(drivers.length / 2);
    const worst = (list: { documents: { worst: string } }[], status: string) =>
      list.filter((x) => x.documents.worst === status).length;
    expect(worst(drivers, 'expiring')).toBeGreaterThanOrEqual(2);
    expect(worst(drivers, 'expired')).toBeGreaterThanOrEqual(1);
    expect(worst(vehicles, 'expiring')).toBeGreaterThanOrEqual(2);
    expect(worst(vehicles, 'expired')).toBeGreaterThanOrEqual(1);
    expect(vehicles.filter((v) => v.refrigerated).map((v) => v.make)).toEqual(['Isuzu', 'Isuzu']);
  });
});
