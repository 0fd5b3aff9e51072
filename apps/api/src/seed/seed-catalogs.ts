import { addDays, todayIn } from '@recolecta/shared/documents';
import type { Db } from '../db/client.ts';
import { ensureReferenceCatalogs } from '../db/reference-catalogs.ts';
import { drivers } from '../db/schema/drivers.ts';
import { vehicles } from '../db/schema/vehicles.ts';

/**
 * Demo catalogs around Mexico City (docs/product.md §8): the operator's drivers and fleet, beside the
 * RPBI classes of NOM-087-SEMARNAT-SSA1-2002 with their sub-wastes and containers, which every install
 * holds (db/reference-catalogs.ts; written here too, so a database seeded by this alone has them).
 *
 * Expiry dates are relative to today, so the 30-day warnings and an expired document show on
 * whatever day the demo starts. Written once, into an empty database; not idempotent.
 */
export async function seedCatalogs(db: Db, createdBy: string) {
  const today = todayIn();
  const inDays = (days: number) => addDays(today, days);
  return db.transaction(async (tx) => {
    const driverRows = await tx
      .insert(drivers)
      .values(demoDrivers(inDays).map((d) => ({ ...d, createdBy })))
      .returning({ id: drivers.id });
    const vehicleRows = await tx
      .insert(vehicles)
      .values(demoVehicles(inDays).map((v) => ({ ...v, createdBy })))
      .returning({ id: vehicles.id });

    const reference = await ensureReferenceCatalogs(tx, createdBy);
    return {
      drivers: driverRows.length,
      vehicles: vehicleRows.length,
      containers: reference.containers,
      wastes: reference.wastes,
    };
  });
}

type InDays = (days: number) => string;

/** Licence type E (hazardous materials) for whoever drives RPBI; some documents near or past expiry. */
function demoDrivers(inDays: InDays): (typeof drivers.$inferInsert)[] {
  return [
    {
      firstName: 'José Luis',
      lastName: 'Hernández García',
      phone: '+52 55 2143 8876',
      email: 'jl.hernandez@recolecta.test',
      licenceNumber: 'LFC0948213',
      licenceType: 'E',
      licenceExpiry: inDays(540),
      hazmatPermitNumber: 'CMP-2025-0198',
      hazmatPermitExpiry: inDays(300),
    },
    {
      firstName: 'María Guadalupe',
      lastName: 'Martínez López',
      phone: '+52 55 3897 1204',
      email: 'mg.martinez@recolecta.test',
      licenceNumber: 'LFC1027754',
      licenceType: 'E',
      licenceExpiry: inDays(420),
      hazmatPermitNumber: 'CMP-2025-0231',
      hazmatPermitExpiry: inDays(365),
    },
    {
      // Licence expiring within the 30-day warning window.
      firstName: 'Juan Carlos',
      lastName: 'Ramírez Sánchez',
      phone: '+52 55 5412 0937',
      email: 'jc.ramirez@recolecta.test',
      licenceNumber: 'LFC0873390',
      licenceType: 'E',
      licenceExpiry: inDays(18),
    },
    {
      // Hazardous-materials permit expiring within 30 days.
      firstName: 'Miguel Ángel',
      lastName: 'Flores Cruz',
      phone: '+52 56 1298 4470',
      email: 'ma.flores@recolecta.test',
      licenceNumber: 'LFC1135608',
      licenceType: 'E',
      licenceExpiry: inDays(610),
      hazmatPermitNumber: 'CMP-2024-0877',
      hazmatPermitExpiry: inDays(25),
    },
    {
      // Expired licence: a route must refuse him until it is renewed.
      firstName: 'Alejandro',
      lastName: 'Torres Morales',
      phone: '+52 55 6621 3085',
      email: 'a.torres@recolecta.test',
      licenceNumber: 'LFC0796124',
      licenceType: 'E',
      licenceExpiry: inDays(-12),
    },
    {
      firstName: 'Verónica',
      lastName: 'Jiménez Ruiz',
      phone: '+52 55 4478 9152',
      email: 'v.jimenez@recolecta.test',
      licenceNumber: 'LFB2213047',
      licenceType: 'B',
      licenceExpiry: inDays(700),
      status: 'on_leave',
    },
    {
      firstName: 'Ricardo',
      lastName: 'Vázquez Mendoza',
      phone: '+52 55 7305 6619',
      email: 'r.vazquez@recolecta.test',
      licenceNumber: 'LFC1189942',
      licenceType: 'E',
      licenceExpiry: inDays(300),
      hazmatPermitNumber: 'CMP-2025-0412',
      hazmatPermitExpiry: inDays(410),
    },
    {
      firstName: 'Fernando',
      lastName: 'Castillo Ortega',
      phone: '+52 55 8126 4793',
      email: 'f.castillo@recolecta.test',
      licenceNumber: 'LFC0915576',
      licenceType: 'C',
      licenceExpiry: inDays(200),
    },
  ];
}

/**
 * Federal cargo plates (SCT) for trucks on federal roads, CDMX and Estado de México plates for the
 * pickups; permits are SCT TPAF-03 (hazardous materials and wastes).
 */
function demoVehicles(inDays: InDays): (typeof vehicles.$inferInsert)[] {
  return [
    {
      plate: '81-AP-1L',
      fleetNumber: 'U-01',
      type: 'refrigerated_truck',
      make: 'Isuzu',
      model: 'ELF 600 caja refrigerada',
      year: 2022,
      capacityKg: 3500,
      capacityL: 18000,
      refrigerated: true,
      transportPermitNumber: '0915TPAF0302871',
      transportPermitExpiry: inDays(300),
      insurancePolicy: 'QUA-04-1187523',
      insuranceExpiry: inDays(200),
      status: 'available',
      odometerKm: 68420,
    },
    {
      // Insurance expiring within 30 days.
      plate: '57-AK-3N',
      fleetNumber: 'U-02',
      type: 'refrigerated_truck',
      make: 'Isuzu',
      model: 'ELF 600 caja refrigerada',
      year: 2023,
      capacityKg: 3500,
      capacityL: 18000,
      refrigerated: true,
      transportPermitNumber: '0915TPAF0303104',
      transportPermitExpiry: inDays(280),
      insurancePolicy: 'QUA-04-1209881',
      insuranceExpiry: inDays(12),
      status: 'in_service',
      odometerKm: 31275,
    },
    {
      // Expired transport permit.
      plate: 'NRK-482-C',
      fleetNumber: 'U-03',
      type: 'pickup',
      make: 'Nissan',
      model: 'NP300 caja seca',
      year: 2021,
      capacityKg: 1100,
      capacityL: 3000,
      refrigerated: false,
      transportPermitNumber: '0915TPAF0301766',
      transportPermitExpiry: inDays(-5),
      insurancePolicy: 'GNP-10-883217',
      insuranceExpiry: inDays(150),
      status: 'available',
      odometerKm: 94310,
    },
    {
      // Insurance expiring within 30 days, in the workshop.
      plate: 'LKT-27-55',
      fleetNumber: 'U-04',
      type: 'pickup',
      make: 'Nissan',
      model: 'NP300 caja seca',
      year: 2020,
      capacityKg: 1100,
      capacityL: 3000,
      refrigerated: false,
      transportPermitNumber: '0915TPAF0301702',
      transportPermitExpiry: inDays(200),
      insurancePolicy: 'GNP-10-861045',
      insuranceExpiry: inDays(25),
      status: 'maintenance',
      odometerKm: 127840,
    },
    {
      plate: '63-AH-8R',
      fleetNumber: 'U-05',
      type: 'box_truck',
      make: 'Hino',
      model: 'Serie 300 616',
      year: 2019,
      capacityKg: 4500,
      capacityL: 22000,
      refrigerated: false,
      transportPermitNumber: '0915TPAF0300958',
      transportPermitExpiry: inDays(320),
      insurancePolicy: 'AXA-TR-5521730',
      insuranceExpiry: inDays(240),
      status: 'in_service',
      odometerKm: 176520,
    },
    {
      plate: '28-AL-4M',
      fleetNumber: 'U-06',
      type: 'tractor',
      make: 'International',
      model: 'LT625',
      year: 2018,
      capacityKg: 25000,
      capacityL: 76000,
      refrigerated: false,
      transportPermitNumber: '0915TPAF0300412',
      transportPermitExpiry: inDays(180),
      insurancePolicy: 'AXA-TR-5498114',
      insuranceExpiry: inDays(90),
      status: 'available',
      odometerKm: 412300,
      notes: 'Traslado de RPBI tratado a relleno sanitario y a planta de incineración.',
    },
  ];
}
