import { ROLES } from '@basisdesk/shared/auth/roles';
import { USER_STATUS_FILTERS } from '@basisdesk/shared/users/user-statuses';
import { z } from 'zod';
import { listParam } from '@/lib/list-params';

export const USERS_PAGE_SIZE = 20;

/** /admin/users keeps its search, role, status and page in the address (decision 008). */
export const userListParamsSchema = z.object({
  search: listParam.text(),
  role: listParam.choice(ROLES),
  status: listParam.choice(USER_STATUS_FILTERS),
  page: listParam.page(),
});
export type UserListAddress = z.infer<typeof userListParamsSchema>;
export type UserFilterValues = Omit<UserListAddress, 'page'>;

/** The admin dashboard's Users tab: every account, one page at a time, its page in the address. */
export const userPageParamsSchema = z.object({ page: listParam.page() });
