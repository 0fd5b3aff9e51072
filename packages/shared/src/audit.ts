import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from './pagination.ts';

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.iso.datetime(),
  actorId: z.uuid().nullable(),
  actorEmail: z.string().nullable(),
  companyId: z.uuid().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = listQuerySchema(['at']).extend({
  entity: z.string().max(50).optional(),
  entityId: z.string().max(100).optional(),
  action: z.string().max(80).optional(),
});
export const auditListResponseSchema = listResponseSchema(auditEntrySchema);
