import type { Kysely } from 'kysely';
import type { SignInStep } from '../../../contract/adminApi';
import type { Database } from '../../db/schema';
import type { StaffUser } from '../staffUsers';
import { hasSecondFactor, summariseSecondFactors } from './secondFactors';
import { secondFactorRequired, type SecondFactorSettings } from './secondFactorSettings';

/**
 * What a sign-in needs after the right password: the user's second factor when the user has
 * one (whatever the role), its enrolment when the role requires one and the user has none,
 * else nothing.
 */
export async function nextSignInStep(db: Kysely<Database>, settings: SecondFactorSettings, user: StaffUser): Promise<SignInStep | undefined> {
  const factors = await summariseSecondFactors(db, user.userId);
  if (hasSecondFactor(factors)) {
    return { step: 'second-factor', totp: factors.totp, passkey: factors.passkeys > 0, recoveryCode: factors.recoveryCodesLeft > 0 };
  }
  return secondFactorRequired(settings, user.roles) ? { step: 'enrolment' } : undefined;
}
