import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '@recolecta/shared/documents';
import { containerTypes } from '../src/db/schema/containers.ts';
import { containerTypeWastes } from '../src/db/schema/containers.wastes.ts';
import { drivers } from '../src/db/schema/drivers.ts';
import { sites } from '../src/db/schema/sites.ts';
import { stores } from '../src/db/schema/stores.ts';
import { vehicles } from '../src/db/schema/vehicles.ts';
import { wastes } from '../src/db/schema/wastes.ts';
import type { TestContext } from './helpers.ts';

const tag = () => randomUUID().slice(0, 6).toUpperCase();
const day = (n: number) => addDays(todayIn(), n);

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

export async function makeDriver(ctx: TestContext, overrides: Partial<typeof drivers.$inferInsert> = {}) {
  const [row] = await ctx.app.db
    .insert(drivers)
    .values({
      firstName: 'Chofer',
      lastName: tag(),
      licenceNumber: `LIC-${tag()}`,
      licenceType: 'E',
      licenceExpiry: day(400),
      hazmatPermitNumber: `MP-${tag()}`,
      hazmatPermitExpiry: day(400),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function makeVehicle(ctx: TestContext, overrides: Partial<typeof vehicles.$inferInsert> = {}) {
  const [row] = await ctx.app.db
    .insert(vehicles)
    .values({
      plate: `P-${tag()}`,
      type: 'box_truck',
      make: 'Isuzu',
      model: 'ELF',
      year: 2022,
      capacityKg: 1000,
      capacityL: 5000,
      insurancePolicy: `POL-${tag()}`,
      insuranceExpiry: day(400),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function makeStore(ctx: TestContext) {
  const [row] = await ctx.app.db
    .insert(stores)
    .values({
      name: `Planta ${tag()}`,
      type: 'treatment_plant',
      street: 'Calle 1',
      exteriorNumber: '1',
      neighbourhood: 'Industrial',
      city: 'Ciudad de México',
      state: 'Ciudad de México',
      postalCode: '02000',
      latitude: 19.45,
      longitude: -99.15,
    })
    .returning();
  return row!;
}

/** A reusable 200 L drum of that code: the container type the asset suites track. */
export const drumType = (code: string): typeof containerTypes.$inferInsert => ({
  code,
  name: 'Tambo 200 L',
  material: 'drum',
  colour: 'red',
  capacityL: 200,
  tareKg: 9,
  reusable: true,
});

/** A reusable container type: its containers are assets with serials, tracked from place to place. */
export async function makeReusableType(ctx: TestContext) {
  const [row] = await ctx.app.db
    .insert(containerTypes)
    .values({
      code: `R-${tag()}`,
      name: 'Contenedor rígido',
      material: 'plastic',
      colour: 'red',
      capacityL: 50,
      tareKg: 3,
      reusable: true,
    })
    .returning();
  return row!;
}
