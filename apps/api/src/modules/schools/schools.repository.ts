import { PATIENT_SORT_FIELDS, SCHOOL_SORT_FIELDS } from '@recolecta/shared/schools';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { patients, schools } from '../../db/schema/schools.ts';
import { auditEntriesOf } from '../../lib/audit-log.ts';
import { searchCondition } from '../../lib/list.ts';
import { equalsIf, operatorTable, type ShownRow } from '../../lib/operator-table.ts';
import type { Scope } from '../../lib/principal.ts';
import { codeSearchCondition } from '../../lib/search.ts';

export type SchoolRow = ShownRow<typeof schools>;
export type PatientRow = ShownRow<typeof patients>;

export interface SchoolFilter {
  q?: string;
  level?: string;
  state?: string;
  archived: 'exclude' | 'include' | 'only';
}

export interface PatientFilter {
  q?: string;
  schoolId?: string;
  sex?: string;
  archived: 'exclude' | 'include' | 'only';
}

/** Schools are the operator's: a company scope sees none. */
export const schoolTable = operatorTable({
  table: schools,
  entity: 'school',
  sortKeys: SCHOOL_SORT_FIELDS,
  fallback: 'name:asc',
  constraints: { schools_cct_key: 'cct' },
});

export const patientTable = operatorTable({
  table: patients,
  entity: 'patient',
  sortKeys: PATIENT_SORT_FIELDS,
  fallback: 'lastName:asc',
  constraints: {},
});

const schoolWhere = (scope: Scope, filter: SchoolFilter) =>
  schoolTable.where(
    scope,
    filter.archived,
    // A CCT is a code ("09DPR1234X"): found by its beginning too.
    codeSearchCondition(schools.search, schools.cct, filter.q),
    equalsIf(schools.level, filter.level),
    equalsIf(schools.state, filter.state),
  );

export const { list: listSchools, batch: schoolBatch } = schoolTable.reads({ where: schoolWhere });

const patientWhere = (scope: Scope, filter: PatientFilter) =>
  patientTable.where(
    scope,
    filter.archived,
    searchCondition(patients.search, filter.q),
    equalsIf(patients.schoolId, filter.schoolId),
    equalsIf(patients.sex, filter.sex),
  );

export const { list: listPatients, batch: patientBatch } = patientTable.reads({ where: patientWhere });

export async function schoolNames(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: schools.id, name: schools.name })
    .from(schools)
    .where(inArray(schools.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The reads of a patient's data kept in the audit log, newest first. */
export function patientReads(db: Db, patientId: string) {
  return auditEntriesOf(db, 'patient', patientId, ['patient.read', 'patient.list', 'patient.export'], 200);
}
