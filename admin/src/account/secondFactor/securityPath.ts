/** The Security section of the user's own account, in the back office's routes. */
export const SECURITY_PATH = '/account/security';
