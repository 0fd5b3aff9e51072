import { z } from 'zod';
import { ORGANISATION_IDENTITY_FIELDS } from './settings.ts';

/**
 * The first-run checklist of a new install (docs/product.md §8), in the order an operator does it:
 * each step is done once the install holds what it names. The dashboard shows it until all are done.
 */
export const SETUP_STEPS = ['organisation', 'store', 'vehicle', 'driver', 'client', 'order'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** Where each step is done in the web. */
export const SETUP_STEP_PATHS: Record<SetupStep, string> = {
  organisation: '/app/settings',
  store: '/app/stores/add',
  vehicle: '/app/vehicles/add',
  driver: '/app/drivers/add',
  client: '/app/clients',
  order: '/app/orders/add',
};

export const setupChecklistSchema = z.object({
  steps: z.array(
    z.object({
      key: z.enum(SETUP_STEPS),
      done: z.boolean(),
      /** The organisation step: the identity fields still blank. */
      missing: z.array(z.enum(ORGANISATION_IDENTITY_FIELDS)).optional(),
    }),
  ),
  /** Every step is done: the dashboard no longer shows the list. */
  done: z.boolean(),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
