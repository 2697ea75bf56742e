/** The staff roles of the back-office API (cms/staff/roles.ts), as the app receives them from `GET /session`. */
export type StaffRole = 'admin' | 'editor' | 'sales' | 'hr';

/** Admins may use whatever any role may; anything else the role (or one of the roles) it needs names. */
export function mayUse(roles: readonly string[] | undefined, needed: StaffRole | readonly StaffRole[]): boolean {
  const accepted: readonly StaffRole[] = typeof needed === 'string' ? [needed] : needed;
  return !!roles && (roles.includes('admin') || accepted.some((role) => roles.includes(role)));
}
