import { z } from 'zod';

/** `?dryRun=true` checks every row and writes nothing; without it the good rows are written at once. */
export const importQuerySchema = z.object({ dryRun: z.stringbool().default(false) });

export const importReportSchema = z.object({
  dryRun: z.boolean(),
  /** Data rows read (the header row aside). */
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Every problem: the file's line (the header is line 1), the column, the message. */
  errors: z.array(z.object({ line: z.number().int(), field: z.string(), message: z.string() })),
});
export type ImportReport = z.infer<typeof importReportSchema>;
export const importResponseSchema = z.object({ data: importReportSchema });

export const IMPORT_CONTENT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
