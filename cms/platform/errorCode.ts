/**
 * A driver's or the system's code (ECONNREFUSED, EACCES, a SQLSTATE such as 57P01), else the
 * error's class: says what is wrong without a path, an address or a row, so a reason open to
 * whoever reaches the instance (/readyz) can carry it.
 */
export function errorCode(error: unknown): string {
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && /^[\w.-]{1,40}$/.test(code)) return code;
  return error instanceof Error ? error.name : 'error';
}
