import type { Db } from '../db/client.ts';
import { stores, storeZones } from '../db/schema/stores.ts';

type ZoneSeed = Omit<typeof storeZones.$inferInsert, 'storeId' | 'createdBy'>;

const DEMO_STORES: { store: Omit<typeof stores.$inferInsert, 'createdBy'>; zones: ZoneSeed[] }[] = [
  {
    store: {
      name: 'Centro de Acopio Iztapalapa',
      type: 'transfer_station',
      authorisationNumber: '09-I-0123-2024',
      street: 'Av. Tláhuac',
      exteriorNumber: '5662',
      neighbourhood: 'Granjas Estrella',
      city: 'Iztapalapa',
      state: 'Ciudad de México',
      postalCode: '09880',
      latitude: 19.3263,
      longitude: -99.0762,
      capacityKg: 18000,
      opensAt: '06:00',
      closesAt: '22:00',
      phone: '+52 55 5845 1100',
    },
    zones: [
      { name: 'Andén de recepción', type: 'reception', capacityUnits: 60 },
      {
        name: 'Cámara fría 1',
        type: 'cold_storage',
        capacityUnits: 40,
        temperatureMinC: 2,
        temperatureMaxC: 4,
      },
      { name: 'Almacén general', type: 'general', capacityUnits: 120 },
      { name: 'Área de lavado', type: 'washing', capacityUnits: 30 },
    ],
  },
  {
    store: {
      name: 'Planta de Tratamiento Tlalnepantla',
      type: 'treatment_plant',
      authorisationNumber: '15-II-0456-2023',
      street: 'Av. Mario Colín',
      exteriorNumber: '12',
      neighbourhood: 'Industrial Tlalnepantla',
      city: 'Tlalnepantla de Baz',
      state: 'Estado de México',
      postalCode: '54030',
      latitude: 19.5383,
      longitude: -99.2003,
      capacityKg: 60000,
      opensAt: '07:00',
      closesAt: '19:00',
      phone: '+52 55 5390 7700',
    },
    zones: [
      { name: 'Recepción y pesaje', type: 'reception', capacityUnits: 80 },
      {
        name: 'Cámara fría de patológicos',
        type: 'cold_storage',
        capacityUnits: 50,
        temperatureMinC: 0,
        temperatureMaxC: 4,
      },
      { name: 'Lavado y desinfección', type: 'washing', capacityUnits: 40 },
    ],
  },
];

/** The operator's demo stores: a transfer station in Mexico City and a treatment plant beside it, with zones. */
export async function seedStores(db: Db, adminId: string) {
  for (const { store, zones } of DEMO_STORES) {
    const [row] = await db
      .insert(stores)
      .values({ ...store, createdBy: adminId })
      .returning({ id: stores.id });
    await db.insert(storeZones).values(zones.map((z) => ({ ...z, storeId: row!.id, createdBy: adminId })));
  }
}
