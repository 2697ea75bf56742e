/** The back office's calls live under this base path of the CMS origin. */
export const ADMIN_API_BASE_PATH = '/cms/admin/api';

/** The header a state-changing call carries the token from `GET session` in. */
export const CSRF_HEADER = 'x-csrf-token';

/** Exports stream without a length; this header announces how many rows will follow, for progress. */
export const EXPORT_ROWS_HEADER = 'x-export-rows';

/** What `GET session` and a successful sign-in answer in `data`. */
export interface StaffSessionInfo {
  email: string;
  /** None while a sign-in step is pending: the session opens nothing but that step. */
  roles: string[];
  csrfToken: string;
  /** Present when the password was right but the sign-in needs one more step. */
  signInStep?: SignInStep;
}

/**
 * The step a sign-in waits for: the user's second factor (the ways this user has), or the
 * enrolment of one, which the user's role requires and the user does not have yet.
 */
export type SignInStep =
  | { step: 'second-factor'; totp: boolean; passkey: boolean; recoveryCode: boolean }
  | { step: 'enrolment' };

/** A staff user's own second factors, as the Security section of the account shows them. */
export interface SecondFactorStatus {
  /** The user's roles require a second factor: the last one cannot be removed. */
  required: boolean;
  totp: { enrolled: boolean; confirmedAt: string | null };
  passkeys: PasskeyInfo[];
  recoveryCodesLeft: number;
  /** Until when changes are allowed without confirming again (password or code); null: confirm first. */
  confirmedUntil: string | null;
}

export interface PasskeyInfo {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** An authenticator app's enrolment: shown once, until a code from the app confirms it. */
export interface TotpEnrolment {
  /** Base32, for typing into the app when the QR code cannot be scanned. */
  secret: string;
  /** The `otpauth://` address the QR code holds. */
  uri: string;
  /** The QR code as an SVG data URL. */
  qrCode: string;
}

/** What enrolling a factor answers: the recovery codes when it was the user's first factor, the session when it completed a sign-in. */
export interface EnrolmentResult {
  recoveryCodes: string[] | null;
  session: StaffSessionInfo | null;
}

/** The longest name a passkey may be given. */
export const PASSKEY_NAME_MAX_LENGTH = 60;

/** Where the CMS serves the back office's single-page app; its own routes follow this path. */
export const ADMIN_APP_PATH = '/admin';

/**
 * Written by the build into the back office's index.html, where the CMS puts each answer's
 * style nonce (the app hands it to emotion for the `<style>` elements it inserts).
 */
export const ADMIN_STYLE_NONCE_PLACEHOLDER = '__CSP_NONCE__';
