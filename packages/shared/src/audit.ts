import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from './pagination.ts';

/**
 * Who made a change, as the reader may see it: one of the reader's own users (`user`, with id and
 * address), someone the reader is not shown (`operator`: the operator's staff, for a company's user),
 * or no user at all (`system`).
 */
export const ACTOR_KINDS = ['user', 'operator', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];
export const actorKindSchema = z.enum(ACTOR_KINDS);

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.iso.datetime(),
  actorId: z.uuid().nullable(),
  actorEmail: z.string().nullable(),
  actorKind: actorKindSchema,
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
