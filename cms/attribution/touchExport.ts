import { DEVICE_CLASS_LABELS, TOUCH_CHANNEL_LABELS, type SubmissionTouches, type TouchView } from '../../contract/attribution';
import type { ExportColumn } from '../exports/exportDefinition';

/** The touch fields an exported row carries, flat: `firstChannel`, `lastUtmCampaign`, … and the page it was sent from. */
export type TouchExportFields = { sentFromPage: string | null } & {
  [K in `${'first' | 'last'}${Capitalize<Exclude<keyof TouchView, 'sentFromPage'>>}`]: string | null;
};

const FIELDS: ReadonlyArray<{ field: Exclude<keyof TouchView, 'sentFromPage'>; zh: string; en: string }> = [
  { field: 'channel', zh: '渠道', en: 'channel' },
  { field: 'utmSource', zh: 'utm_source', en: 'utm_source' },
  { field: 'utmMedium', zh: 'utm_medium', en: 'utm_medium' },
  { field: 'utmCampaign', zh: 'utm_campaign', en: 'utm_campaign' },
  { field: 'utmTerm', zh: 'utm_term', en: 'utm_term' },
  { field: 'utmContent', zh: 'utm_content', en: 'utm_content' },
  { field: 'referrerHost', zh: '来源网站', en: 'referrer' },
  { field: 'landingPage', zh: '着陆页', en: 'landing page' },
  { field: 'partnerOrigin', zh: '合作伙伴网站', en: 'partner site' },
  { field: 'deviceClass', zh: '设备', en: 'device' },
  { field: 'touchedAt', zh: '时间', en: 'time' },
];

const capitalize = <S extends string>(text: S) => `${text[0]!.toUpperCase()}${text.slice(1)}` as Capitalize<S>;

/** The rows with their touches flattened into columns (empty cells where there is none). */
export function withTouchFields<Row extends { id: number }>(rows: Row[], touches: Map<number, SubmissionTouches>): Array<Row & TouchExportFields> {
  return rows.map((row) => {
    const { first, last } = touches.get(row.id) ?? { first: null, last: null };
    const flat = { sentFromPage: last?.sentFromPage ?? null } as TouchExportFields;
    for (const [touch, view] of [['first', first], ['last', last]] as const) {
      for (const { field } of FIELDS) flat[`${touch}${capitalize(field)}`] = view?.[field] ?? null;
    }
    return { ...row, ...flat };
  });
}

/** The export columns of the touches, after the submission's own: first touch, last touch, the page it was sent from. */
export function touchExportColumns<Row extends TouchExportFields>(): Array<ExportColumn<Row>> {
  const touchTitle = { first: { zh: '首次接触', en: 'First touch' }, last: { zh: '最近接触', en: 'Last touch' } };
  const columns: Array<ExportColumn<Row>> = [];
  for (const touch of ['first', 'last'] as const) {
    for (const { field, zh, en } of FIELDS) {
      const kind =
        field === 'touchedAt' ? ('time' as const) : field === 'channel' ? { labels: TOUCH_CHANNEL_LABELS } : field === 'deviceClass' ? { labels: DEVICE_CLASS_LABELS } : undefined;
      columns.push({
        key: `${touch}${capitalize(field)}` as keyof Row & string,
        zh: `${touchTitle[touch].zh}·${zh}`,
        en: `${touchTitle[touch].en}: ${en}`,
        ...(kind && { kind }),
      });
    }
  }
  columns.push({ key: 'sentFromPage' as keyof Row & string, zh: '提交页面', en: 'Sent from page' });
  return columns;
}
