/** The bookkeeping columns every versioned, archivable row carries. */
interface RecordColumns {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  version: number;
  archivedAt: Date | null;
}

/** The bookkeeping fields of a record as the API answers them: dates as ISO strings. */
export function recordMeta(row: RecordColumns) {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}
