import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../contract/adminApi';

/** The message key of what is wrong with a new password and its confirmation, as the server's rule says; null when nothing is. */
export function newPasswordProblem(password: string, confirmation: string): { key: string; field: 'new' | 'confirm' } | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return { key: 'app.account.password.tooShort', field: 'new' };
  if (length > PASSWORD_MAX_LENGTH) return { key: 'app.account.password.tooLong', field: 'new' };
  if (password !== confirmation) return { key: 'app.account.password.mismatch', field: 'confirm' };
  return null;
}

export const PASSWORD_LIMITS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
