import type { SessionUser } from './session-user';

/** A signed-in customer as the session keeps her. */
export const asha: SessionUser = {
  id: 'u-1',
  email: 'asha@example.com',
  role: 'Customer',
  firstName: 'Asha',
  lastName: 'Rao',
};
