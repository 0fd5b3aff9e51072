import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema/companies.ts';
import { sites } from '../db/schema/sites.ts';

type SiteSeed = Omit<typeof sites.$inferInsert, 'companyId' | 'createdBy'>;

/** More pickup sites of the demo clients, around Mexico City, with their contacts and windows. */
const MORE_SITES: Record<string, SiteSeed[]> = {
  CNO150312KJ2: [
    {
      name: 'Clínica Norte Satélite',
      street: 'Circuito Centro Comercial',
      exteriorNumber: '2251',
      neighbourhood: 'Ciudad Satélite',
      city: 'Naucalpan de Juárez',
      state: 'Estado de México',
      postalCode: '53100',
      latitude: 19.5094,
      longitude: -99.2337,
      collectionWindowStart: '09:00',
      collectionWindowEnd: '14:00',
      contactName: 'Enf. Patricia Solís',
      contactPhone: '+52 55 5393 1200',
    },
    {
      name: 'Laboratorio Norte Vallejo',
      street: 'Calzada Vallejo',
      exteriorNumber: '1020',
      neighbourhood: 'Industrial Vallejo',
      city: 'Azcapotzalco',
      state: 'Ciudad de México',
      postalCode: '02300',
      latitude: 19.4912,
      longitude: -99.1588,
      collectionWindowStart: '07:00',
      collectionWindowEnd: '10:00',
      contactName: 'Q.F.B. Andrés Lara',
      contactPhone: '+52 55 5567 8800',
    },
    {
      name: 'Consultorios Norte Tlatelolco',
      street: 'Av. Ricardo Flores Magón',
      exteriorNumber: '90',
      interiorNumber: 'Local 4',
      neighbourhood: 'Tlatelolco',
      city: 'Cuauhtémoc',
      state: 'Ciudad de México',
      postalCode: '06900',
      latitude: 19.4517,
      longitude: -99.1389,
      collectionWindowStart: '12:00',
      collectionWindowEnd: '16:00',
    },
  ],
  HSU090817PQ4: [
    {
      name: 'Hospital Sur Coyoacán',
      street: 'Av. Miguel Ángel de Quevedo',
      exteriorNumber: '687',
      neighbourhood: 'Barrio de Santa Catarina',
      city: 'Coyoacán',
      state: 'Ciudad de México',
      postalCode: '04010',
      latitude: 19.3447,
      longitude: -99.1732,
      collectionWindowStart: '06:00',
      collectionWindowEnd: '09:00',
      contactName: 'Ing. Beatriz Ochoa',
      contactPhone: '+52 55 5658 3300',
    },
    {
      name: 'Unidad de Diálisis Xochimilco',
      street: 'Prolongación División del Norte',
      exteriorNumber: '4980',
      neighbourhood: 'Prados Coapa',
      city: 'Tlalpan',
      state: 'Ciudad de México',
      postalCode: '14350',
      latitude: 19.2986,
      longitude: -99.1311,
      collectionWindowStart: '08:00',
      collectionWindowEnd: '12:00',
      contactName: 'Dr. Ramón Esquivel',
      contactPhone: '+52 55 5603 4410',
    },
    {
      name: 'Banco de Sangre Sur Iztapalapa',
      street: 'Calzada Ermita Iztapalapa',
      exteriorNumber: '3018',
      neighbourhood: 'Santa Cruz Meyehualco',
      city: 'Iztapalapa',
      state: 'Ciudad de México',
      postalCode: '09290',
      latitude: 19.3496,
      longitude: -99.0496,
      collectionWindowStart: '07:30',
      collectionWindowEnd: '11:30',
    },
  ],
};

/**
 * The demo clients' other sites. Their last collections, and so their storage deadlines, come from
 * the demo orders (`seed-orders.ts`, run after this): Clínica Norte near its deadline, Hospital Sur past.
 */
export async function seedSites(db: Db, adminId: string) {
  for (const [rfc, more] of Object.entries(MORE_SITES)) {
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.rfc, rfc));
    if (!company) continue;
    await db.insert(sites).values(more.map((s) => ({ ...s, companyId: company.id, createdBy: adminId })));
  }
}
