import type { ComponentType } from 'react';
import { MySessions } from './MySessions';
import { PasswordChange } from './PasswordChange';
import { SecondFactorSettings } from './secondFactor/SecondFactorSettings';

/**
 * The account page's sections, in order, each a card with its own heading: every signed-in
 * user's own settings. A feature of the account (the second factor) adds its section here.
 */
export const ACCOUNT_SECTIONS: ReadonlyArray<{ key: string; Section: ComponentType }> = [
  { key: 'password', Section: PasswordChange },
  { key: 'sessions', Section: MySessions },
  { key: 'security', Section: SecondFactorSettings },
];
