import { fieldLabel, valueLabel } from '@recolecta/shared/labels';
import {
  ageOn,
  maskPhone,
  type Patient,
  type PatientRead,
  type patientCreateSchema,
  type patientListQuerySchema,
  type patientUpdateSchema,
  type School,
  type schoolCreateSchema,
  type schoolListQuerySchema,
  type schoolUpdateSchema,
} from '@recolecta/shared/schools';
import type { z } from 'zod';
import { patients, schools } from '../../db/schema/schools.ts';
import { archiveLifecycle } from '../../lib/archive-lifecycle.ts';
import { insertAudits } from '../../lib/audit-log.ts';
import { actorOf, getting, type ServiceContext } from '../../lib/context.ts';
import { type ExportColumn, inBatches } from '../../lib/export.ts';
import { invalidFields } from '../../lib/field-errors.ts';
import { listing } from '../../lib/listing.ts';
import { withRecordMeta } from '../../lib/record-meta.ts';
import type { ResourceService } from '../../lib/resource-routes.ts';
import {
  listPatients,
  listSchools,
  type PatientFilter,
  type PatientRow,
  patientBatch,
  patientReads,
  patientTable,
  type SchoolFilter,
  type SchoolRow,
  schoolBatch,
  schoolNames,
  schoolTable,
} from './schools.repository.ts';

type SchoolQuery = z.output<typeof schoolListQuerySchema>;
type PatientQuery = z.output<typeof patientListQuerySchema>;

export const toSchool = (row: SchoolRow): School =>
  withRecordMeta(row, {
    name: row.name,
    cct: row.cct,
    level: row.level,
    street: row.street,
    exteriorNumber: row.exteriorNumber,
    neighbourhood: row.neighbourhood,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    programme: row.programme,
  });

const schoolFilter = (q: SchoolQuery): SchoolFilter => ({
  q: q.q,
  level: q.level,
  state: q.state,
  archived: q.archived,
});

const exportColumns = (ctx: ServiceContext): ExportColumn<SchoolRow>[] => {
  const label = (field: string) => fieldLabel('schools', field, ctx.locale);
  return [
    { header: label('name'), value: (r) => r.name },
    { header: label('cct'), value: (r) => r.cct },
    { header: label('level'), value: (r) => valueLabel('schoolLevel', r.level, ctx.locale) },
    { header: label('street'), value: (r) => `${r.street} ${r.exteriorNumber}, ${r.neighbourhood}` },
    { header: label('city'), value: (r) => r.city },
    { header: label('state'), value: (r) => r.state },
    { header: label('postalCode'), value: (r) => r.postalCode },
    { header: label('contactName'), value: (r) => r.contactName },
    { header: label('contactPhone'), value: (r) => r.contactPhone },
    { header: label('programme'), value: (r) => r.programme },
  ];
};

export const schoolsService: ResourceService<
  School,
  SchoolQuery,
  z.output<typeof schoolCreateSchema>,
  z.output<typeof schoolUpdateSchema>,
  SchoolRow
> = {
  entity: 'school',
  ...listing({
    filterOf: schoolFilter,
    page: listSchools,
    batch: schoolBatch,
    toItem: toSchool,
    exportColumns,
  }),
  ...getting(schoolTable.getRow, toSchool),
  async create(ctx, input) {
    const row = await schoolTable.insert(ctx, { ...input, createdBy: actorOf(ctx) });
    await schoolTable.audit(ctx, row.id, null, row);
    return toSchool(row);
  },
  async update(ctx, id, { version, ...changes }) {
    const before = await schoolTable.getRow(ctx, id);
    const row = await schoolTable.update(ctx, id, version, changes);
    await schoolTable.audit(ctx, id, before, row);
    return toSchool(row);
  },
  ...archiveLifecycle({ table: schools, entity: 'school', getRow: schoolTable.getRow, toItem: toSchool }),
};

// --- Patients: personal data of minors; every read is kept in the audit log ---

/** Audit rows for a read of some patients (`read` on opening, `list`, `export`). */
function recordReads(ctx: ServiceContext, ids: string[], how: 'read' | 'list' | 'export') {
  return insertAudits(
    ctx.db,
    ids.map((id) => ({
      actorId: actorOf(ctx),
      companyId: null,
      action: `patient.${how}`,
      entity: 'patient',
      entityId: id,
      ip: ctx.ip || null,
    })),
  );
}

async function toPatients(ctx: ServiceContext, rows: PatientRow[], masked: boolean): Promise<Patient[]> {
  const names = await schoolNames(ctx.db, [...new Set(rows.map((r) => r.schoolId))]);
  return rows.map((row) =>
    withRecordMeta(row, {
      schoolId: row.schoolId,
      schoolName: names.get(row.schoolId) ?? '',
      firstName: row.firstName,
      lastName: row.lastName,
      birthDate: row.birthDate,
      age: ageOn(row.birthDate, ctx.today),
      sex: row.sex as Patient['sex'],
      grade: row.grade,
      group: row.group,
      guardianName: row.guardianName,
      guardianPhone: masked ? maskPhone(row.guardianPhone) : row.guardianPhone,
      notes: row.notes,
    }),
  );
}

/** The school named must exist and not be archived (422 on `schoolId`). */
async function checkSchool(ctx: ServiceContext, schoolId: string | undefined) {
  if (!schoolId) return;
  const school = await schoolTable.find(ctx.db, ctx.scope, schoolId);
  if (!school || school.archivedAt)
    throw invalidFields([{ path: 'schoolId', message: 'validation.unknownReference' }]);
}

const patientFilter = (q: PatientQuery): PatientFilter => ({
  q: q.q,
  schoolId: q.schoolId,
  sex: q.sex,
  archived: q.archived,
});

const getPatient = async (ctx: ServiceContext, id: string) =>
  (await toPatients(ctx, [await patientTable.getRow(ctx, id)], false))[0]!;

export const patientsService: ResourceService<
  Patient,
  PatientQuery,
  z.output<typeof patientCreateSchema>,
  z.output<typeof patientUpdateSchema>,
  Patient
> & { reads(ctx: ServiceContext, id: string): Promise<PatientRead[]> } = {
  entity: 'patient',
  /** A page of patients, guardians' phones masked; each patient shown leaves a `list` read. */
  async list(ctx, query) {
    const { rows, ...page } = await listPatients(ctx.db, ctx.scope, patientFilter(query), query);
    await recordReads(
      ctx,
      rows.map((r) => r.id),
      'list',
    );
    return { data: await toPatients(ctx, rows, true), ...page };
  },
  /** One patient in full; the opening is recorded. */
  async get(ctx, id) {
    const patient = await getPatient(ctx, id);
    await recordReads(ctx, [id], 'read');
    return patient;
  },
  async create(ctx, input) {
    await checkSchool(ctx, input.schoolId);
    const row = await patientTable.insert(ctx, { ...input, createdBy: actorOf(ctx) });
    await patientTable.audit(ctx, row.id, null, row);
    return (await toPatients(ctx, [row], false))[0]!;
  },
  async update(ctx, id, { version, ...changes }) {
    const before = await patientTable.getRow(ctx, id);
    await checkSchool(ctx, changes.schoolId);
    const row = await patientTable.update(ctx, id, version, changes);
    await patientTable.audit(ctx, id, before, row);
    return (await toPatients(ctx, [row], false))[0]!;
  },
  ...archiveLifecycle({
    table: patients,
    entity: 'patient',
    getRow: patientTable.getRow,
    toItem: async (row, ctx) => (await toPatients(ctx, [row], false))[0]!,
  }),
  /** The whole filtered set for whoever holds `patients:export`; each patient exported is recorded. */
  exportRows(ctx, query) {
    const label = (field: string) => fieldLabel('patients', field, ctx.locale);
    const columns: ExportColumn<Patient>[] = [
      { header: label('lastName'), value: (p) => p.lastName },
      { header: label('firstName'), value: (p) => p.firstName },
      { header: label('schoolName'), value: (p) => p.schoolName },
      { header: label('birthDate'), value: (p) => p.birthDate },
      { header: label('age'), value: (p) => p.age },
      { header: label('sex'), value: (p) => valueLabel('sex', p.sex, ctx.locale) },
      { header: label('grade'), value: (p) => p.grade },
      { header: label('group'), value: (p) => p.group },
      { header: label('guardianName'), value: (p) => p.guardianName },
      { header: label('guardianPhone'), value: (p) => p.guardianPhone },
      { header: label('notes'), value: (p) => p.notes },
    ];
    async function* batches() {
      for await (const rows of inBatches(patientBatch(ctx.db, ctx.scope, patientFilter(query), query.sort))) {
        await recordReads(
          ctx,
          rows.map((r) => r.id),
          'export',
        );
        yield await toPatients(ctx, rows, false);
      }
    }
    return { columns, batches: batches() };
  },
  async reads(ctx, id) {
    await patientTable.getRow(ctx, id);
    const rows = await patientReads(ctx.db, id);
    return rows.map((r) => ({
      at: r.at.toISOString(),
      action: r.action.replace('patient.', '') as PatientRead['action'],
      actorEmail: r.actorEmail,
    }));
  },
};
