import type { ServiceLocationType } from '../../entities/serviceLocation';
import type { ApiLanguage } from '../../language';
import type { Translated } from '../protocol';

export interface ServiceLocationText {
  name: string;
  /**
   * The province it serves. The Chinese name is also what lead routing compares a lead's
   * province with, to mail the lead to this location's mailbox.
   */
  province: string;
  address: string;
}

/** An office or service point of the service page. */
export interface ServiceLocationDocument {
  locationType: ServiceLocationType;
  /** As the site shows it: digits, spaces, `-`, an optional leading `+` and a parenthesised area code. */
  phone: string;
  sort: number;
  /** Where the leads of its province are mailed; null: the sales mailbox. */
  mailbox: string | null;
  /** The language the mail to `mailbox` is written in. */
  mailboxLanguage: ApiLanguage;
  texts: Translated<ServiceLocationText>;
}
