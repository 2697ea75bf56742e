import { toApiLanguage, type ApiLanguage } from '../../contract/language';

/** A mailbox that is told of submissions, and the language its mail is written in. */
export interface Recipient {
  address: string;
  language: ApiLanguage;
}

/** A recipient from stored columns: a language other than English means Chinese, as everywhere. */
export function storedRecipient(address: string | null | undefined, language: string): Recipient | undefined {
  return address ? { address, language: toApiLanguage(language) } : undefined;
}
