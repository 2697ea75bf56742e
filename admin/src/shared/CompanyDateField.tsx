import { DateField, type DateFieldProps } from 'react-admin';
import { companyTimeZone, dateLocale } from './companyTime';

/** react-admin's DateField showing the company's wall clock in the back office's language, as every time in the app is. */
export function CompanyDateField(props: DateFieldProps) {
  return <DateField {...props} locales={dateLocale()} options={{ ...props.options, timeZone: companyTimeZone() }} />;
}
