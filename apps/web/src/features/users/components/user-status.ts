import type { User } from '@recolecta/shared/users';

export const USER_STATUS_COLOURS: Record<User['status'], string> = {
  invited: 'gold',
  unverified: 'orange',
  active: 'green',
  disabled: 'default',
};
