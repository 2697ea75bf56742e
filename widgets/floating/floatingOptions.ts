import type { ConsultOptions } from '../consult/consultOptions';

/** The floating buttons' options: the QR image, and those of the consult dialog the contact button opens. */
export interface FloatingOptions extends ConsultOptions {
  /** The QR code image's URL; root-relative URLs resolve against the CMS. */
  qr?: string;
}
