import type { Client } from '@recolecta/shared/companies';

/** The colour of each company status, in the list and the client's header. */
export const COMPANY_STATUS_COLOURS: Record<Client['status'], string> = {
  pending_verification: 'default',
  pending_payment: 'gold',
  pending_profile: 'gold',
  active: 'green',
  suspended: 'red',
};
