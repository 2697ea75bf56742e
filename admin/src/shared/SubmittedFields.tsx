import { TextField, useRecordContext, type TextFieldProps } from 'react-admin';
import { toApiLanguage } from '../../../contract/language';
import { languageTag } from './InLanguage';

/**
 * What a visitor wrote in their own words (a request, a remark, an industry, a region): data in
 * the language of the submission (the record's `language`), marked with its `lang` whatever the
 * interface's.
 */
export function SubmittedTextField(props: TextFieldProps) {
  const record = useRecordContext<{ language?: string }>();
  return <TextField {...props} lang={languageTag(toApiLanguage(record?.language))} />;
}

/** A name as typed (a person's, a company's, a file's): in no language, so marked not to be translated. */
export function NameField(props: TextFieldProps) {
  return <TextField {...props} translate="no" />;
}
