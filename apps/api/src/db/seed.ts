import { SYSTEM_ROLES, type SystemRoleKey } from '@recolecta/shared/permissions';
import { count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/passwords.ts';
import { recordDeliveryFacts } from '../modules/orders/orders.repository.ts';
import type { Db } from './client.ts';
import { companies, organisationSettings, roles, sites, users } from './schema/index.ts';
import { seedAssets } from './seed-assets.ts';
import { seedCatalogs } from './seed-catalogs.ts';
import { seedManifests } from './seed-manifests.ts';
import { seedOrders } from './seed-orders.ts';
import { seedPlans } from './seed-plans.ts';
import { seedDriverUser, seedRoutes } from './seed-routes.ts';
import { seedSchools } from './seed-schools.ts';
import { seedSites } from './seed-sites.ts';
import { seedStores } from './seed-stores.ts';

export const DEMO_PASSWORD = 'recolecta-demo';
export const DEMO_LOGINS = [
  { email: 'admin@recolecta.test', role: 'admin' },
  { email: 'owner@clinica-norte.test', role: 'owner' },
  { email: 'owner@hospital-sur.test', role: 'owner' },
  { email: 'chofer@recolecta.test', role: 'driver' },
] as const;

/**
 * The system roles exist in every database and follow the code: their permissions are rewritten at
 * each start, so a new permission reaches admins and owners without a data migration.
 */
export async function ensureSystemRoles(db: Db) {
  const ids = {} as Record<SystemRoleKey, string>;
  for (const [key, def] of Object.entries(SYSTEM_ROLES) as [
    SystemRoleKey,
    (typeof SYSTEM_ROLES)[SystemRoleKey],
  ][]) {
    const name = key === 'admin' ? 'Administrador' : 'Propietario';
    const [row] = await db
      .insert(roles)
      .values({ key, name, scope: def.scope, permissions: [...def.permissions], isSystem: true })
      .onConflictDoUpdate({
        target: roles.key,
        targetWhere: sql`${roles.key} is not null`,
        set: { permissions: [...def.permissions], scope: def.scope, isSystem: true },
      })
      .returning({ id: roles.id });
    ids[key] = row!.id;
  }
  return ids;
}

export async function ensureOrganisation(db: Db) {
  const [existing] = await db.select({ id: organisationSettings.id }).from(organisationSettings).limit(1);
  if (existing) return;
  await db.insert(organisationSettings).values({
    name: 'Recolecta Servicios Ambientales S.A. de C.V.',
    rfc: 'RSA200101AB1',
    transportAuthorisation: '09-I-001-2026',
    phone: '55 5600 1200',
    sctRegistration: 'SCT-090117-RPBI',
    storageAuthorisation: '09-II-017-2026',
    address: 'Av. Río Churubusco 1200, Iztapalapa, 09000 Ciudad de México, CDMX',
  });
}

export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Demo data of docs/product.md §8 around Mexico City; only ever written into an empty database. */
export async function seedDemoData(db: Db) {
  const roleIds = await ensureSystemRoles(db);
  await ensureOrganisation(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [admin] = await db
    .insert(users)
    .values({
      email: 'admin@recolecta.test',
      name: 'Ana Administradora',
      phone: '+52 55 5555 0100',
      roleId: roleIds.admin,
      passwordHash,
      status: 'active',
    })
    .returning({ id: users.id });
  await seedCatalogs(db, admin!.id);
  const demoCompanies = [
    {
      legalName: 'Clínica del Norte S.C.',
      tradeName: 'Clínica Norte',
      rfc: 'CNO150312KJ2',
      generatorLevel: 'II' as const,
      nra: 'CNO0901500123',
      contactName: 'Dra. Laura Méndez',
      email: 'owner@clinica-norte.test',
      phone: '+52 55 5123 4567',
      site: {
        name: 'Clínica Norte Lindavista',
        street: 'Av. Montevideo',
        exteriorNumber: '450',
        interiorNumber: null,
        neighbourhood: 'Lindavista',
        city: 'Gustavo A. Madero',
        state: 'Ciudad de México',
        postalCode: '07300',
        latitude: 19.4897,
        longitude: -99.1296,
        collectionWindowStart: '08:00',
        collectionWindowEnd: '13:00',
        notes: 'Almacén temporal de RPBI en el sótano, acceso por la calle Sierra Vertientes.',
      },
    },
    {
      legalName: 'Hospital del Sur S.A. de C.V.',
      tradeName: 'Hospital Sur',
      rfc: 'HSU090817PQ4',
      generatorLevel: 'III' as const,
      nra: 'HSU0901400456',
      contactName: 'Lic. Jorge Ramírez',
      email: 'owner@hospital-sur.test',
      phone: '+52 55 5987 6543',
      site: {
        name: 'Hospital Sur Tlalpan',
        street: 'Calzada de Tlalpan',
        exteriorNumber: '4585',
        interiorNumber: 'Edificio B',
        neighbourhood: 'Toriello Guerra',
        city: 'Tlalpan',
        state: 'Ciudad de México',
        postalCode: '14050',
        latitude: 19.2935,
        longitude: -99.1566,
        collectionWindowStart: '07:00',
        collectionWindowEnd: '11:00',
        notes: 'Andén de carga sobre Calle San Fernando; cuarto frío de patológicos.',
      },
    },
  ];
  for (const { site, ...company } of demoCompanies) {
    const [row] = await db
      .insert(companies)
      .values({ ...company, status: 'active', createdBy: admin!.id })
      .returning({ id: companies.id });
    await db.insert(sites).values({ ...site, companyId: row!.id, createdBy: admin!.id });
    await db.insert(users).values({
      email: company.email,
      name: company.contactName,
      phone: company.phone,
      roleId: roleIds.owner,
      companyId: row!.id,
      passwordHash,
      status: 'active',
      createdBy: admin!.id,
    });
  }
  await seedSites(db, admin!.id);
  await seedStores(db, admin!.id);
  await seedAssets(db, admin!.id);
  await seedOrders(db, admin!.id);
  await seedPlans(db, admin!.id);
  await seedRoutes(db, admin!.id);
  // The collected demo orders' kg and store, now that they ride on routes.
  await recordDeliveryFacts(db, sql`o.collected_on is not null`);
  await seedDriverUser(db, admin!.id, passwordHash);
  await seedManifests(db);
  await seedSchools(db, admin!.id);
}

/** Run at every start: system roles always; demo data into an empty database when asked. */
export async function prepareData(db: Db, options: { demoData: boolean }) {
  const empty = await isEmpty(db);
  if (empty && options.demoData) {
    await seedDemoData(db);
    return { seeded: true };
  }
  await ensureSystemRoles(db);
  await ensureOrganisation(db);
  return { seeded: false };
}

export async function findSystemRoleId(db: Db, key: SystemRoleKey) {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, key)).limit(1);
  return row?.id;
}
