import type { ActorKind } from '@recolecta/shared/audit';
import { and, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { actors } from '../db/read-models/auth.ts';
import { companyNames } from '../db/read-models/companies.ts';
import { siteOwners } from '../db/read-models/sites.ts';
import type { Scope } from './principal.ts';

/**
 * What a company's user may see of a record's past (docs/product.md, "What a company sees of a record's
 * past"). Every reader of the past (the audit log and each record's history, the status transitions,
 * an asset's moves) answers through here with the caller's scope; operator staff (scope null) see
 * everything as it was recorded.
 *
 * A row may pass between companies (a container moved from one client's site to another's) and the
 * operator's staff act on every company's rows. A company's user sees:
 * - the entries recorded while the row was theirs or the operator's, never those of another company;
 * - who acted only when it was one of their own users; anyone else is "the operator" (or "the
 *   system" when no user acted), with no id, address or name;
 * - of each snapshot (an entry's before and after, and any object inside them) only those that were
 *   theirs: an object whose `companyId` is not the caller's company is replaced by null, so a place
 *   of another company or of the operator shows nowhere;
 * - no id, left in what remains, of a user outside their company (the staff who created a row), of
 *   another company or of another company's site.
 */

/** The recorded actor of an entry: the user's id, address and company as the reader joined them. */
export interface RecordedActor {
  actorId: string | null;
  actorEmail: string | null;
  actorCompanyId: string | null;
}

export interface ActorView {
  actorId: string | null;
  actorEmail: string | null;
  actorKind: ActorKind;
}

/** The actor as the caller may see them. */
export function actorView(scope: Scope, actor: RecordedActor): ActorView {
  if (actor.actorId === null) return { actorId: null, actorEmail: null, actorKind: 'system' };
  if (scope === null || actor.actorCompanyId === scope) {
    return { actorId: actor.actorId, actorEmail: actor.actorEmail, actorKind: 'user' };
  }
  return { actorId: null, actorEmail: null, actorKind: 'operator' };
}

/** Whether an entry recorded under `companyId` may be shown to the caller at all. */
export function entryVisible(scope: Scope, companyId: string | null): boolean {
  return scope === null || companyId === null || companyId === scope;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function collectIds(value: unknown, into: Set<string>) {
  if (typeof value === 'string') {
    if (UUID.test(value)) into.add(value.toLowerCase());
  } else if (Array.isArray(value)) {
    for (const item of value) collectIds(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectIds(item, into);
  }
}

/** Of the given ids, those naming a user outside the company, another company, or another company's site. */
async function foreignIds(db: Db, scope: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const firmsOf = companyNames();
  const [people, firms, places] = [
    await db
      .select({ id: actors.id })
      .from(actors)
      .where(and(inArray(actors.id, ids), or(isNull(actors.companyId), ne(actors.companyId, scope)))),
    await db
      .select({ id: firmsOf.id })
      .from(firmsOf)
      .where(and(inArray(firmsOf.id, ids), ne(firmsOf.id, scope))),
    await db
      .select({ id: siteOwners.id })
      .from(siteOwners)
      .where(and(inArray(siteOwners.id, ids), ne(siteOwners.companyId, scope))),
  ];
  return new Set([...people, ...firms, ...places].map((r) => r.id.toLowerCase()));
}

function snapshotView(value: unknown, scope: string, foreign: Set<string>): unknown {
  if (typeof value === 'string') return foreign.has(value.toLowerCase()) ? null : value;
  if (Array.isArray(value)) return value.map((item) => snapshotView(item, scope, foreign));
  if (value && typeof value === 'object') {
    if ('companyId' in value && (value as { companyId: unknown }).companyId !== scope) return null;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, snapshotView(item, scope, foreign)]),
    );
  }
  return value;
}

/**
 * Entries of the past (audit rows, transitions) as the caller may see them: entries of another
 * company dropped, actors and snapshots masked. Staff get them as recorded.
 */
export async function historyView<
  E extends RecordedActor & { companyId?: string | null; before?: unknown; after?: unknown },
>(db: Db, scope: Scope, entries: E[]): Promise<(Omit<E, 'actorCompanyId'> & ActorView)[]> {
  const shown = entries.filter((e) => entryVisible(scope, e.companyId ?? null));
  let foreign = new Set<string>();
  if (scope !== null) {
    const ids = new Set<string>();
    for (const e of shown) {
      collectIds(e.before, ids);
      collectIds(e.after, ids);
    }
    foreign = await foreignIds(db, scope, [...ids]);
  }
  return shown.map(({ actorCompanyId, ...entry }) => {
    const actor = actorView(scope, { ...entry, actorCompanyId });
    if (scope === null || !('before' in entry || 'after' in entry)) return { ...entry, ...actor };
    return {
      ...entry,
      ...actor,
      before: snapshotView(entry.before, scope, foreign),
      after: snapshotView(entry.after, scope, foreign),
    };
  });
}
