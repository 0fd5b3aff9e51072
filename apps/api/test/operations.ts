import { randomUUID } from 'node:crypto';
import { containerTypes, containerTypeWastes, sites, wastes } from '../src/db/schema/index.ts';
import type { TestContext } from './helpers.ts';

const tag = () => randomUUID().slice(0, 6).toUpperCase();

export /** A waste class with two sub-wastes, a container type that takes the class, and one that takes nothing. */
async function makeCatalog(ctx: TestContext) {
  const db = ctx.app.db;
  const waste = (code: string, parentId: string | null = null) =>
    db
      .insert(wastes)
      .values({
        code,
        name: `Residuo ${code}`,
        category: 'rpbi',
        physicalState: 'solid',
        unit: 'kg',
        parentId,
      })
      .returning()
      .then((rows) => rows[0]!);
  const t = tag();
  const wasteClass = await waste(`C-${t}`);
  const sharps = await waste(`C-${t}-PC`, wasteClass.id);
  const blood = await waste(`C-${t}-SG`, wasteClass.id);
  const container = (code: string) =>
    db
      .insert(containerTypes)
      .values({
        code,
        name: `Contenedor ${code}`,
        material: 'plastic',
        colour: 'red',
        capacityL: 20,
        tareKg: 1,
      })
      .returning()
      .then((rows) => rows[0]!);
  const box = await container(`B-${t}`);
  const bag = await container(`G-${t}`);
  await db.insert(containerTypeWastes).values({ containerTypeId: box.id, wasteId: wasteClass.id });
  // The bag takes only the blood sub-waste itself.
  await db.insert(containerTypeWastes).values({ containerTypeId: bag.id, wasteId: blood.id });
  return { wasteClass, sharps, blood, box, bag };
}

export async function makeSite(
  ctx: TestContext,
  companyId: string,
  overrides: Partial<typeof sites.$inferInsert> = {},
) {
  const [site] = await ctx.app.db
    .insert(sites)
    .values({
      companyId,
      name: `Sucursal ${tag()}`,
      street: 'Av. Reforma',
      exteriorNumber: '100',
      neighbourhood: 'Centro',
      city: 'Ciudad de México',
      state: 'Ciudad de México',
      postalCode: '06000',
      latitude: 19.43,
      longitude: -99.13,
      collectionWindowStart: '09:00',
      collectionWindowEnd: '13:00',
      ...overrides,
    })
    .returning();
  return site!;
}
