import type { Me } from '@recolecta/shared/users';
import { ONBOARDING_PATH } from '../paths.ts';

/**
 * The page of the next sign-up step for a company that is not active yet (docs/product.md §2), or null when
 * there is none: verify the e-mail, pay, then complete the profile at `/app/companies/add`.
 */
export function onboardingStep(me: Pick<Me, 'id' | 'company'>): string | null {
  switch (me.company?.status) {
    case 'pending_verification':
      return `/auth/confirmation/${me.id}`;
    case 'pending_payment':
      return `/auth/payment/${me.id}`;
    case 'pending_profile':
      return ONBOARDING_PATH;
    default:
      return null;
  }
}
