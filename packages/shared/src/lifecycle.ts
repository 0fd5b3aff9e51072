import { z } from 'zod';
import { actorKindSchema } from './audit.ts';
import type { Permission } from './permissions.ts';
import { versionSchema } from './resource.ts';

/**
 * One move of a lifecycle. The server is the only place a status changes (PATCH never does): it takes
 * a transition by name through `POST /x/:id/transitions/:name`, checks this table, and keeps a row of
 * who took it, when and with what input. The web offers the same table's moves as buttons.
 */
export interface TransitionSpec<S extends string> {
  from: readonly S[];
  to: S;
  permission: Permission;
  /** What the caller must say besides the version it read. */
  reason?: 'required' | 'optional';
  /**
   * Data the move takes besides the reason, in the body's `input` (an order's weighed kg when it is
   * collected); its schema lives with the lifecycle and the server checks it (422 under `input.`).
   */
  input?: 'required' | 'optional';
  /** Taken by the system itself (sign-up steps, routes starting); never offered to or taken by a user. */
  system?: true;
}

export interface Lifecycle<S extends string = string, N extends string = string> {
  /** The audit log's name of the entity (`driver`). */
  entity: string;
  statuses: readonly S[];
  transitions: Readonly<Record<N, TransitionSpec<S>>>;
}

export type StatusOf<L> = L extends Lifecycle<infer S, string> ? S : never;
export type TransitionName<L> = L extends Lifecycle<string, infer N> ? N : never;

export function defineLifecycle<const S extends string, const N extends string>(
  lifecycle: Lifecycle<S, N>,
): Lifecycle<S, N> {
  for (const [name, t] of Object.entries<TransitionSpec<S>>(lifecycle.transitions)) {
    for (const s of [...t.from, t.to]) {
      if (!lifecycle.statuses.includes(s))
        throw new Error(`${lifecycle.entity}.${name}: unknown status ${s}`);
    }
  }
  return lifecycle;
}

/** The moves a user holding `permissions` may take from `status`, in the table's order. */
export function availableTransitions<S extends string, N extends string>(
  lifecycle: Lifecycle<S, N>,
  status: S,
  permissions: readonly string[],
): N[] {
  return (Object.keys(lifecycle.transitions) as N[]).filter((name) => {
    const t = lifecycle.transitions[name];
    return !t.system && t.from.includes(status) && permissions.includes(t.permission);
  });
}

export const transitionParamsSchema = z.object({ id: z.uuid(), name: z.string().min(1).max(40) });

export const transitionBodySchema = versionSchema.extend({
  reason: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => (v ? v : null)),
  /** The move's own data (see `TransitionSpec.input`), checked against the resource's schema for it. */
  input: z.record(z.string(), z.unknown()).nullish(),
});
export type TransitionBody = z.output<typeof transitionBodySchema>;

export const transitionRecordSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  reason: z.string().nullable(),
  actorId: z.uuid().nullable(),
  actorEmail: z.string().nullable(),
  actorKind: actorKindSchema,
  at: z.iso.datetime({ offset: true }),
});
export type TransitionRecord = z.infer<typeof transitionRecordSchema>;

export const transitionListResponseSchema = z.object({ data: z.array(transitionRecordSchema) });
