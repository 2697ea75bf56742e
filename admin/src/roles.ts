/** The staff roles of the back-office API (cms/staff/roles.ts), as the app receives them from `GET /session`. */
export type StaffRole = 'admin' | 'editor' | 'sales' | 'hr';

/** Admins may use whatever any role may; anything else the role names. */
export function mayUse(roles: readonly string[] | undefined, role: StaffRole): boolean {
  return !!roles && (roles.includes('admin') || roles.includes(role));
}
