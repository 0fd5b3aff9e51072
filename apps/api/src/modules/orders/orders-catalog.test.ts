import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenants, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { containerTypes } from '../../db/schema/containers.ts';
import { containerTypeWastes } from '../../db/schema/containers.wastes.ts';
import { wastes } from '../../db/schema/wastes.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the catalog an order may name', () => {
  it("gives an owner the sub-wastes and the containers each may hold, though the catalogs are the operator's", async () => {
    const { ownerA } = await createTenants(ctx);
    const stamp = String(Date.now() % 100000);
    const [parent] = await ctx.app.db
      .insert(wastes)
      .values({
        code: `CL-${stamp}`,
        name: 'Clase de prueba',
        category: 'rpbi',
        physicalState: 'solid',
        unit: 'kg',
      })
      .returning();
    const [sub] = await ctx.app.db
      .insert(wastes)
      .values({
        code: `SB-${stamp}`,
        name: 'Subresiduo',
        category: 'rpbi',
        physicalState: 'solid',
        unit: 'kg',
        parentId: parent!.id,
      })
      .returning();
    const [archived] = await ctx.app.db
      .insert(wastes)
      .values({
        code: `AR-${stamp}`,
        name: 'Viejo',
        category: 'rpbi',
        physicalState: 'solid',
        unit: 'kg',
        parentId: parent!.id,
        archivedAt: new Date(),
      })
      .returning();
    const [lonely] = await ctx.app.db
      .insert(wastes)
      .values({
        code: `LN-${stamp}`,
        name: 'Sin contenedor',
        category: 'special_handling',
        physicalState: 'solid',
        unit: 'kg',
      })
      .returning();
    const [orphan] = await ctx.app.db
      .insert(wastes)
      .values({
        code: `OR-${stamp}`,
        name: 'Huérfano',
        category: 'special_handling',
        physicalState: 'solid',
        unit: 'kg',
        parentId: lonely!.id,
      })
      .returning();
    const [bag] = await ctx.app.db
      .insert(containerTypes)
      .values({
        code: `BG-${stamp}`,
        name: 'Bolsa',
        material: 'bag',
        colour: 'red',
        capacityL: 30,
        tareKg: 0.1,
      })
      .returning();
    await ctx.app.db.insert(containerTypeWastes).values({ containerTypeId: bag!.id, wasteId: parent!.id });

    // The operator's catalogs stay closed to an owner; the orders' own catalog is open to them.
    expect((await ctx.request({ url: '/api/v1/wastes', token: ownerA.token })).statusCode).toBe(403);
    const res = await ctx.request({ url: '/api/v1/orders/catalog', token: ownerA.token });
    expect(res.statusCode, res.body).toBe(200);
    const { wastes: offered, containers } = res.json().data;
    const ids = offered.map((w: { id: string }) => w.id);
    expect(ids).toContain(sub!.id);
    expect(ids).not.toContain(parent!.id);
    expect(ids).not.toContain(archived!.id);
    // No container may hold it, so no order could carry it.
    expect(ids).not.toContain(orphan!.id);
    expect(offered.find((w: { id: string }) => w.id === sub!.id)).toMatchObject({
      parentId: parent!.id,
      parentName: 'Clase de prueba',
    });
    expect(containers.find((c: { id: string }) => c.id === bag!.id)).toMatchObject({
      wasteIds: [parent!.id],
    });
  });
});
