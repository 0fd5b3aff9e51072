import { companyLifecycle } from '@recolecta/shared/companies';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { systemTransition } from '../../lib/transitions.ts';

/** The sign-up steps a client company takes by itself: the system transitions of its lifecycle. */
export type CompanyStep = 'verify' | 'pay' | 'complete';

/**
 * Moves a signing-up company on by one step (`verify`: its owner's address is proven; `pay`: the
 * registration fee is confirmed; `complete`: the profile is in), through the lifecycle's table like
 * any transition: the status, a `status_transitions` row and an audit row, all through `db`, so in
 * the caller's transaction. `actorId` is the user whose act it is, or null for the system's own
 * (a Stripe webhook). Answers false, changing nothing, when the company is not at the step's start
 * (it moved on already), so a repeated step is harmless.
 */
export function takeCompanyStep(
  db: Db,
  companyId: string,
  step: CompanyStep,
  by: { actorId: string | null; ip?: string | null },
) {
  return systemTransition(db, {
    lifecycle: companyLifecycle,
    table: companies,
    id: companyId,
    name: step,
    actorId: by.actorId,
    companyId,
    ip: by.ip ?? null,
  });
}
