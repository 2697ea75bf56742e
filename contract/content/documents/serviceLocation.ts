import type { ServiceLocationType } from '../../entities/serviceLocation';
import type { ApiLanguage } from '../../language';
import type { Translated } from '../protocol';

export interface ServiceLocationText {
  name: string;
  /** The area it serves as the site shows it (the open API's `province`), in this language. */
  province: string;
  address: string;
}

/** An office or service point of the service page. */
export interface ServiceLocationDocument {
  locationType: ServiceLocationType;
  /** As the site shows it: digits, spaces, `-`, an optional leading `+` and a parenthesised area code. */
  phone: string;
  sort: number;
  /**
   * The provinces it serves, by their names in the region list (Chinese, as a lead's region
   * starts), deduplicated and in code-point order: lead routing mails a lead from any of them to
   * `mailbox`.
   */
  provinces: string[];
  /** Where the leads of its provinces are mailed; null: the sales mailbox. */
  mailbox: string | null;
  /** The language the mail to `mailbox` is written in. */
  mailboxLanguage: ApiLanguage;
  texts: Translated<ServiceLocationText>;
}
