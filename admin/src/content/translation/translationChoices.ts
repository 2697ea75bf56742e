import { useTranslate } from 'react-admin';
import { TRANSLATION_STATUSES } from '../../../../contract/content/translation';

/** The translation statuses as a list's filter offers them. */
export function useTranslationChoices() {
  const translate = useTranslate();
  return TRANSLATION_STATUSES.map((status) => ({ id: status, name: translate(`app.translation.status.${status}`) }));
}
