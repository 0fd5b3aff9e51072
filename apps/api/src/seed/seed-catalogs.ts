import { addDays, todayIn } from '@recolecta/shared/documents';
import type { Db } from '../db/client.ts';
import { containerTypes } from '../db/schema/containers.ts';
import { containerTypeWastes } from '../db/schema/containers.wastes.ts';
import { drivers } from '../db/schema/drivers.ts';
import { vehicles } from '../db/schema/vehicles.ts';
import { wastes } from '../db/schema/wastes.ts';

/**
 * Demo catalogs around Mexico City (docs/product.md §8): the operator's drivers and fleet, and the RPBI
 * classes of NOM-087-SEMARNAT-SSA1-2002 with their sub-wastes and containers (docs/product.md §3).
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

    const containerRows = await tx
      .insert(containerTypes)
      .values(CONTAINER_TYPES.map(({ holds: _holds, ...c }) => ({ ...c, createdBy })))
      .returning({ id: containerTypes.id, code: containerTypes.code });
    const containerId = idsByCode(containerRows);

    const parents = await tx
      .insert(wastes)
      .values(
        RPBI_CLASSES.map(({ subWastes: _subWastes, container, ...waste }) => ({
          ...waste,
          ...RPBI,
          containerTypeId: container ? containerId(container) : null,
          createdBy,
        })),
      )
      .returning({ id: wastes.id, code: wastes.code });
    const parentId = idsByCode(parents);
    const children = await tx
      .insert(wastes)
      .values(
        RPBI_CLASSES.flatMap((waste) =>
          waste.subWastes.map(({ container, ...child }) => ({
            ...child,
            ...RPBI,
            // Pathological waste stays cold in whatever form it takes.
            requiresRefrigeration: waste.requiresRefrigeration,
            parentId: parentId(waste.code),
            containerTypeId: containerId(container),
            createdBy,
          })),
        ),
      )
      .returning({ id: wastes.id, code: wastes.code });
    const wasteId = new Map([...parents, ...children].map((w) => [w.code, w.id]));

    await tx
      .insert(containerTypeWastes)
      .values(
        CONTAINER_TYPES.flatMap((c) =>
          c.holds.map((code) => ({ containerTypeId: containerId(c.code), wasteId: lookup(wasteId, code) })),
        ),
      );
    return {
      drivers: driverRows.length,
      vehicles: vehicleRows.length,
      containers: containerRows.length,
      wastes: wasteId.size,
    };
  });
}

function lookup(map: Map<string, string>, code: string) {
  const id = map.get(code);
  if (!id) throw new Error(`seed: unknown catalog code ${code}`);
  return id;
}

function idsByCode(rows: { id: string; code: string }[]) {
  const map = new Map(rows.map((r) => [r.code, r.id]));
  return (code: string) => lookup(map, code);
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

const FILL_NOTE = 'Llenar hasta el 80 % de su capacidad como máximo (NOM-087-SEMARNAT-SSA1-2002).';

/** Containers of NOM-087 table 2, and a reusable wheeled bin that carries them; `holds` are waste codes. */
const CONTAINER_TYPES = [
  {
    code: 'BR-R',
    name: 'Bolsa roja de polietileno calibre 200, 70 × 90 cm',
    material: 'bag',
    colour: 'red',
    capacityL: 60,
    tareKg: 0.1,
    reusable: false,
    notes: `Translúcida, con símbolo universal de riesgo biológico. ${FILL_NOTE}`,
    holds: ['RPBI-CUL-S', 'RPBI-NAN-S'],
  },
  {
    code: 'BA-A',
    name: 'Bolsa amarilla de polietileno calibre 200, 70 × 90 cm',
    material: 'bag',
    colour: 'yellow',
    capacityL: 60,
    tareKg: 0.1,
    reusable: false,
    notes: `Translúcida, con símbolo universal de riesgo biológico. ${FILL_NOTE}`,
    holds: ['RPBI-PAT-S'],
  },
  {
    code: 'RP-R',
    name: 'Recipiente rígido de polipropileno rojo para punzocortantes, 5.7 L',
    material: 'rigid',
    colour: 'red',
    capacityL: 5.7,
    tareKg: 0.38,
    reusable: false,
    notes: `Resistente a fracturas y pérdida de contenido, con tapa de cierre seguro. ${FILL_NOTE}`,
    holds: ['RPBI-PUN-S'],
  },
  {
    code: 'RH-R',
    name: 'Recipiente hermético rojo para líquidos, 4 L',
    material: 'rigid',
    colour: 'red',
    capacityL: 4,
    tareKg: 0.3,
    reusable: false,
    notes: `Con tapa de rosca y cierre hermético. ${FILL_NOTE}`,
    holds: ['RPBI-SAN-L', 'RPBI-NAN-L'],
  },
  {
    code: 'RH-A',
    name: 'Recipiente hermético amarillo para líquidos, 4 L',
    material: 'rigid',
    colour: 'yellow',
    capacityL: 4,
    tareKg: 0.3,
    reusable: false,
    notes: `Con tapa de rosca y cierre hermético. ${FILL_NOTE}`,
    holds: ['RPBI-PAT-L'],
  },
  {
    code: 'CR-R',
    name: 'Contenedor rojo con tapa y ruedas, 240 L',
    material: 'rigid',
    colour: 'red',
    capacityL: 240,
    tareKg: 13.5,
    reusable: true,
    notes: 'Para el almacenamiento temporal y la recolección de bolsas y recipientes rojos ya cerrados.',
    holds: ['RPBI-CUL-S', 'RPBI-NAN-S', 'RPBI-PUN-S'],
  },
] as const;

/** Every RPBI waste is biological-infectious (B of CRETIB). */
const RPBI = { category: 'rpbi', hazardCode: 'B' } as const;

/**
 * The five classes of NOM-087 §4 with the sub-wastes of its table 2 (state → container and colour).
 * Storage time depends on the generator's level (I 30, II 15, III 7 days: on companies), not on the
 * waste, so `maxStorageDays` stays empty.
 */
const RPBI_CLASSES = [
  {
    code: 'RPBI-SAN',
    name: 'Sangre',
    physicalState: 'liquid',
    unit: 'L',
    container: 'RH-R',
    containerColour: 'red',
    requiresRefrigeration: false,
    notes: 'La sangre y sus componentes, sólo en forma líquida, y sus derivados no comerciales.',
    subWastes: [
      {
        code: 'RPBI-SAN-L',
        name: 'Sangre y componentes sanguíneos líquidos',
        physicalState: 'liquid',
        unit: 'L',
        container: 'RH-R',
        containerColour: 'red',
        notes: 'Incluye hemoderivados no comerciales y recipientes desechables que contengan sangre líquida.',
      },
    ],
  },
  {
    code: 'RPBI-CUL',
    name: 'Cultivos y cepas de agentes biológico-infecciosos',
    physicalState: 'solid',
    unit: 'kg',
    container: 'BR-R',
    containerColour: 'red',
    requiresRefrigeration: false,
    notes: 'Cultivos de diagnóstico e investigación y utensilios desechables usados para manejarlos.',
    subWastes: [
      {
        code: 'RPBI-CUL-S',
        name: 'Cultivos, cepas y material desechable de laboratorio',
        physicalState: 'solid',
        unit: 'kg',
        container: 'BR-R',
        containerColour: 'red',
        notes: 'Cajas de Petri, asas, pipetas y demás utensilios que contuvieron o mezclaron cultivos.',
      },
    ],
  },
  {
    code: 'RPBI-PAT',
    name: 'Patológicos',
    physicalState: 'solid',
    unit: 'kg',
    container: null,
    containerColour: 'yellow',
    requiresRefrigeration: true,
    notes: 'Conservar a 4 °C o menos hasta su recolección. Los que estén en formol no son RPBI.',
    subWastes: [
      {
        code: 'RPBI-PAT-S',
        name: 'Tejidos, órganos y partes del cuerpo',
        physicalState: 'solid',
        unit: 'kg',
        container: 'BA-A',
        containerColour: 'yellow',
        notes: 'Extirpados en cirugía, necropsia u otra intervención, que no estén en formol.',
      },
      {
        code: 'RPBI-PAT-L',
        name: 'Muestras biológicas líquidas para análisis',
        physicalState: 'liquid',
        unit: 'L',
        container: 'RH-A',
        containerColour: 'yellow',
        notes: 'Para análisis químico, microbiológico, citológico o histológico; excepto orina y excremento.',
      },
    ],
  },
  {
    code: 'RPBI-NAN',
    name: 'Residuos no anatómicos',
    physicalState: 'solid',
    unit: 'kg',
    container: null,
    containerColour: 'red',
    requiresRefrigeration: false,
    notes: 'Materiales empapados, saturados o goteando sangre o fluidos corporales.',
    subWastes: [
      {
        code: 'RPBI-NAN-S',
        name: 'Materiales de curación y desechables empapados de sangre o fluidos',
        physicalState: 'solid',
        unit: 'kg',
        container: 'BR-R',
        containerColour: 'red',
        notes:
          'Gasas, torundas, sondas y guantes con sangre, líquido sinovial, pericárdico, pleural, cefalorraquídeo o peritoneal.',
      },
      {
        code: 'RPBI-NAN-L',
        name: 'Secreciones y fluidos corporales líquidos',
        physicalState: 'liquid',
        unit: 'L',
        container: 'RH-R',
        containerColour: 'red',
        notes: 'Líquidos de pacientes con sospecha o diagnóstico de enfermedad infecciosa.',
      },
    ],
  },
  {
    code: 'RPBI-PUN',
    name: 'Objetos punzocortantes',
    physicalState: 'solid',
    unit: 'kg',
    container: 'RP-R',
    containerColour: 'red',
    requiresRefrigeration: false,
    notes: 'Los que estuvieron en contacto con humanos o animales o sus muestras biológicas.',
    subWastes: [
      {
        code: 'RPBI-PUN-S',
        name: 'Agujas, lancetas, bisturís y navajas',
        physicalState: 'solid',
        unit: 'kg',
        container: 'RP-R',
        containerColour: 'red',
        notes:
          'Tubos capilares, navajas, lancetas, agujas hipodérmicas y de sutura, bisturís y estiletes de catéter; no el vidrio roto de laboratorio.',
      },
    ],
  },
] as const;
