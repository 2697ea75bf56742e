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

/**
 * The meta element of the back office's index.html that holds the company's time zone
 * (COMPANY_TIME_ZONE), which the CMS writes in place of the placeholder on each answer: the app
 * shows every time in it, before sign-in too (an invitation's expiry).
 */
export const ADMIN_TIME_ZONE_META = 'company-time-zone';
export const ADMIN_TIME_ZONE_PLACEHOLDER = '__COMPANY_TIME_ZONE__';

/** A staff password's length in characters (code points); no other rule (NIST 800-63B, OWASP). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** How long an invitation link works. */
export const INVITATION_HOURS = 48;

/** The back office's page an invitation mail links to (`/admin/invitation#<token>`): the token stays in the fragment, which no request carries. */
export const INVITATION_APP_ROUTE = '/invitation';

/** A staff user as admins manage them: `invited` until they chose a password from their link. */
type StaffAccountState = 'active' | 'invited' | 'disabled';

export interface StaffAccount {
  id: number;
  email: string;
  roles: string[];
  state: StaffAccountState;
  /** When the open invitation link stops working; null when none is open. */
  invitationExpiresAt: string | null;
  createdAt: string;
}

/** What `POST invitation/lookup` answers: whom a link invites, as what, until when. */
export interface InvitationInfo {
  email: string;
  roles: string[];
  expiresAt: string;
}

/** One live session of the signed-in user, as their account page lists it. */
export interface AccountSession {
  /** The SHA-256 of the session's id as the store keys it: naming a session without handing it out. */
  id: string;
  signedInAt: string;
  lastSeenAt: string;
  address: string;
  /** Read from the User-Agent (`Chrome 131`, `WeChat 8`); empty when it names none. */
  browser: string;
  os: string;
  userAgent: string;
  /** The session this request came with. */
  current: boolean;
}
