/**
 * What each role may do in the back office: `admin` everything (staff users, settings),
 * `editor` the content, `sales` leads and download requests, `hr` resumes and jobs.
 */
export const STAFF_ROLES = ['admin', 'editor', 'sales', 'hr'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** Admins may do whatever any role may. */
export function hasRole(roles: readonly StaffRole[], role: StaffRole): boolean {
  return roles.includes('admin') || roles.includes(role);
}
