/**
 * Company facts the site and the widgets show but never hard-code: editors change them in the CMS.
 */
export interface SiteSettings {
  companyName: string;
  /** Short name used in tight places (browser tab, footer). */
  companyShortName: string;
  stockCode: string;
  /** The phone shown to Chinese visitors. */
  phoneZh: string;
  /** The phone shown to English visitors. */
  phoneEn: string;
  /** The 24/7 after-sales hotline. */
  serviceHotline: string;
  marketingEmail: string;
  address: string;
  postalCode: string;
  /** ICP filing-record number shown in the footer. */
  filingRecordNumber: string;
  /** The government site the filing-record number links to. */
  filingRecordUrl: string;
  /** Opening hours of the consultation line. */
  openingHours: string;
  /** Root-relative URLs of the two footer QR codes. */
  wechatQrCode: string;
  serviceQrCode: string;
  /** External pages of the investor-relations menu. */
  announcementSearchUrl: string;
  investorInteractionUrl: string;
  /** Board secretary's contact (/secretaries). */
  secretaryName: string;
  secretaryPhone: string;
  secretaryFax: string;
  secretaryEmail: string;
  secretaryAddress: string;
  /**
   * The privacy notice the three forms link to (/privacy): paragraphs separated by a blank line.
   * Who collects what, why, for how long, and how to withdraw.
   */
  privacyNotice: string;
  /** The notice's version (its date): each lead, resume and download request records the one it was given under. */
  privacyNoticeVersion: string;
  /**
   * `on`: careers in English too (the English job board, job pages and resume forms, the English
   * header's entry, their sitemap entries). Anything else, or no value: careers in Chinese only, as
   * SPEC §1 and §4 describe the site (contract/siteRoutes.ts, CAREERS_ROUTES).
   */
  englishCareers?: string;
}

/** The value of `englishCareers` that turns English careers on. */
export const ENGLISH_CAREERS_ON = 'on';

/** Whether the settings turn English careers on (settings of a CMS older than the setting do not). */
export function englishCareersOn(settings: { englishCareers?: string | null } | null | undefined): boolean {
  return settings?.englishCareers === ENGLISH_CAREERS_ON;
}
