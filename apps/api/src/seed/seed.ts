import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ensureReferenceCatalogs } from '../db/reference-catalogs.ts';
import { users } from '../db/schema/auth.users.ts';
import { companies } from '../db/schema/companies.ts';
import { sites } from '../db/schema/sites.ts';
import { ensureOrganisation, ensureSystemRoles, isEmpty } from '../db/system-data.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { recordDeliveryFacts } from '../modules/orders/orders.repository.ts';
import { seedAssets } from './seed-assets.ts';
import { seedCatalogs } from './seed-catalogs.ts';
import { seedManifests } from './seed-manifests.ts';
import { seedOrders } from './seed-orders.ts';
import { forgetDemoIdentity, seedOrganisation } from './seed-organisation.ts';
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

/** Demo data of docs/product.md §8 around Mexico City; only ever written into an empty database. */
export async function seedDemoData(db: Db) {
  const roleIds = await ensureSystemRoles(db);
  await seedOrganisation(db);
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
  // The demo's own data, every company's: the system's scope.
  await recordDeliveryFacts(db, null, sql`o.collected_on is not null`);
  await seedDriverUser(db, admin!.id, passwordHash);
  await seedManifests(db);
  await seedSchools(db, admin!.id);
}

/**
 * Run at every start: system roles, the settings row and the reference catalogs always; demo data
 * into an empty database when asked.
 */
export async function prepareData(db: Db, options: { demoData: boolean }) {
  const empty = await isEmpty(db);
  if (empty && options.demoData) {
    await seedDemoData(db);
    return { seeded: true };
  }
  await ensureSystemRoles(db);
  await ensureOrganisation(db);
  await forgetDemoIdentity(db);
  await ensureReferenceCatalogs(db);
  return { seeded: false };
}
