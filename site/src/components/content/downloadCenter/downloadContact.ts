/** What the download form asks for, remembered in the browser so that a visitor is asked once. */
export interface Contact {
  name: string;
  phone: string;
  company: string;
  email: string;
}

export const CONTACT_FIELDS = ['name', 'phone', 'company', 'email'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export const EMPTY_CONTACT: Contact = { name: '', phone: '', company: '', email: '' };

/** Where the visitor's details are remembered. */
export const DOWNLOAD_CONTACT_STORAGE_KEY = 'yunzhan.downloadContact';

/**
 * Details remembered after a request the visitor consented to, with the version of the privacy
 * notice they agreed to: a consent holds for that version only, so a visitor is asked again
 * once the notice has changed.
 */
export interface RememberedContact {
  contact: Contact;
  /** Null for details kept before versions were remembered: a consent to no known version. */
  noticeVersion: string | null;
}

/** The remembered details, or null when there are none (or storage is unavailable). */
export function readStoredContact(): RememberedContact | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(DOWNLOAD_CONTACT_STORAGE_KEY) ?? 'null') as Partial<Contact & { noticeVersion: string }> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    const contact = { ...EMPTY_CONTACT };
    for (const field of CONTACT_FIELDS) contact[field] = typeof parsed[field] === 'string' ? parsed[field] : '';
    return { contact, noticeVersion: typeof parsed.noticeVersion === 'string' ? parsed.noticeVersion : null };
  } catch {
    return null;
  }
}

export function storeContact({ contact, noticeVersion }: RememberedContact): void {
  try {
    window.localStorage.setItem(DOWNLOAD_CONTACT_STORAGE_KEY, JSON.stringify({ ...contact, noticeVersion }));
  } catch {
    // Private mode or a full quota: the visitor is simply asked again next time.
  }
}

export function forgetContact(): void {
  try {
    window.localStorage.removeItem(DOWNLOAD_CONTACT_STORAGE_KEY);
  } catch {
    // Nothing stored or storage unavailable.
  }
}
