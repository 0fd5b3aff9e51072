import { missingIdentity } from '@recolecta/shared/settings';
import { SETUP_STEPS, type SetupChecklist } from '@recolecta/shared/setup';
import type { ServiceContext } from '../../lib/context.ts';
import { readOrganisation } from '../settings/settings.repository.ts';
import { setupFacts } from './setup.repository.ts';

/** `GET /setup/checklist`: each step of a new install's first run, done or not (docs/product.md §8). */
export async function setupChecklist(ctx: ServiceContext): Promise<SetupChecklist> {
  const [facts, organisation] = await Promise.all([setupFacts(ctx.db, ctx.scope), readOrganisation(ctx.db)]);
  const missing = organisation ? missingIdentity(organisation) : [];
  const steps = SETUP_STEPS.map((key) =>
    key === 'organisation'
      ? { key, done: Boolean(organisation) && missing.length === 0, missing }
      : { key, done: facts[key] },
  );
  return { steps, done: steps.every((step) => step.done) };
}
