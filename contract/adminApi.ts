/** The back office's calls live under this base path of the CMS origin. */
export const ADMIN_API_BASE_PATH = '/cms/admin/api';

/** The header a state-changing call carries the token from `GET session` in. */
export const CSRF_HEADER = 'x-csrf-token';

/** Exports stream without a length; this header announces how many rows will follow, for progress. */
export const EXPORT_ROWS_HEADER = 'x-export-rows';

/** What `GET session` and a successful sign-in answer in `data`. */
export interface StaffSessionInfo {
  email: string;
  roles: string[];
  csrfToken: string;
}

/** Where the CMS serves the back office's single-page app; its own routes follow this path. */
export const ADMIN_APP_PATH = '/admin';

/**
 * Written by the build into the back office's index.html, where the CMS puts each answer's
 * style nonce (the app hands it to emotion for the `<style>` elements it inserts).
 */
export const ADMIN_STYLE_NONCE_PLACEHOLDER = '__CSP_NONCE__';
