import { useGetResourceLabel, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { translateWithData } from '../i18n/translateWithData';
import { AsNamed } from './InLanguage';

/**
 * The title of a submission's record: the kind of record and who sent it ("简历 韩梅梅"), the
 * name marked as a name (react-admin's default title is one string, so the name could not be).
 */
export function SubmissionTitle({ source }: { source: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel()(resource, 1);
  const name = record?.[source];
  if (typeof name !== 'string' || name === '') return <span>{resourceLabel}</span>;
  return <span>{translateWithData(translate, 'ra.page.edit', { name: resourceLabel }, { recordRepresentation: <AsNamed>{name}</AsNamed> })}</span>;
}
