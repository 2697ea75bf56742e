import { useTranslate } from 'react-admin';
import { EMPLOYMENT_TYPES } from '../../../../contract/entities/employmentType';

/**
 * A job's closing date is not before its announce time (both YYYY-MM-DD, compared as written),
 * as the CMS checks on save: said at the field before the save is tried.
 */
export function closesAfterAnnounced(closingDate: string | null | undefined, values: { document?: { announceTime?: string | null } }) {
  const announced = values.document?.announceTime;
  return closingDate && announced && closingDate < announced ? 'app.jobfields.closesBeforeAnnounced' : undefined;
}

/** The employment types in the user's language. */
export function useEmploymentTypeChoices() {
  const translate = useTranslate();
  return EMPLOYMENT_TYPES.map((type) => ({ id: type, name: translate(`app.jobfields.employmentTypes.${type}`) }));
}
