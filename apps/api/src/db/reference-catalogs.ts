import { inArray, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { containerTypes, containerTypeWastes, wastes } from './schema/index.ts';

/**
 * The RPBI classes of NOM-087-SEMARNAT-SSA1-2002 with their sub-wastes, and the containers the
 * standard packs them in (docs/product.md §3): reference data every install holds, demo or not.
 * Run at every start: a code that is missing is inserted (with its links to the codes inserted with
 * it); a code that exists is left as the operator keeps it, edited or archived. The codes are compared
 * as the catalogs compare them, without regard to case. Nobody creates them (`createdBy` null) but
 * the demo, whose admin does.
 */
export async function ensureReferenceCatalogs(db: Db, createdBy: string | null = null) {
  return db.transaction(async (tx) => {
    const addedContainers = await tx
      .insert(containerTypes)
      .values(CONTAINER_TYPES.map(({ holds: _holds, ...c }) => ({ ...c, createdBy })))
      .onConflictDoNothing()
      .returning({ code: containerTypes.code });
    const containerId = await idsOf(
      tx,
      containerTypes,
      CONTAINER_TYPES.map((c) => c.code),
    );

    const addedParents = await tx
      .insert(wastes)
      .values(
        RPBI_CLASSES.map(({ subWastes: _subWastes, container, ...waste }) => ({
          ...waste,
          ...RPBI,
          containerTypeId: container ? containerId(container) : null,
          createdBy,
        })),
      )
      .onConflictDoNothing()
      .returning({ code: wastes.code });
    const parentId = await idsOf(
      tx,
      wastes,
      RPBI_CLASSES.map((w) => w.code),
    );
    const addedChildren = await tx
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
      .onConflictDoNothing()
      .returning({ code: wastes.code });
    const wasteCodes = RPBI_CLASSES.flatMap((w) => [w.code, ...w.subWastes.map((s) => s.code)]);
    const wasteId = await idsOf(tx, wastes, wasteCodes);

    // Only the links of a container or waste inserted now: a link the operator removed stays removed.
    const added = new Set([...addedContainers, ...addedParents, ...addedChildren].map((r) => r.code));
    const links = CONTAINER_TYPES.flatMap((c) =>
      c.holds
        .filter((code) => added.has(c.code) || added.has(code))
        .map((code) => ({ containerTypeId: containerId(c.code), wasteId: wasteId(code) })),
    );
    if (links.length > 0) await tx.insert(containerTypeWastes).values(links).onConflictDoNothing();
    return { containers: CONTAINER_TYPES.length, wastes: wasteCodes.length };
  });
}

/** The ids of reference codes as they stand, looked up by code without regard to case. */
async function idsOf(db: Db, table: typeof containerTypes | typeof wastes, codes: readonly string[]) {
  const rows = await db
    .select({ id: table.id, code: sql<string>`upper(${table.code})` })
    .from(table)
    .where(
      inArray(
        sql`upper(${table.code})`,
        codes.map((c) => c.toUpperCase()),
      ),
    );
  const map = new Map(rows.map((r) => [r.code, r.id]));
  return (code: string) => {
    const id = map.get(code.toUpperCase());
    if (!id) throw new Error(`reference catalogs: unknown code ${code}`);
    return id;
  };
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
