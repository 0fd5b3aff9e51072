/** The bookkeeping columns every versioned, archivable row carries. */
interface RecordColumns {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  version: number;
  /** Absent from a table whose rows are never archived (manifests, routes): always null. */
  archivedAt?: Date | null;
}

/** The bookkeeping fields of a record as the API answers them: dates as ISO strings. */
export interface RecordMeta {
  id: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  archivedAt: string | null;
}

/**
 * A record as the API answers it: its bookkeeping fields first, then its own.
 *
 * Built as one literal with the fields spread at its end. The shape `{ ...meta, a, b, … }` (a spread
 * first, then properties) falls off V8's fast path in Node 20: every property after the spread costs
 * about 0.8 µs, so a thirteen-field driver took 12 µs to map against 1 µs this way (0010 §4).
 */
export function withRecordMeta<T extends object>(row: RecordColumns, fields: T): RecordMeta & T {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    ...fields,
  };
}
