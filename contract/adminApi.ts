/** The back office's calls live under this base path of the CMS origin. */
export const ADMIN_API_BASE_PATH = '/cms/admin/api';

/** The header a state-changing call carries the token from `GET session` in. */
export const CSRF_HEADER = 'x-csrf-token';

/** What `GET session` and a successful sign-in answer in `data`. */
export interface StaffSessionInfo {
  email: string;
  roles: string[];
  csrfToken: string;
}
