import type { ExportColumn, ExportDefinition } from '../exports/exportDefinition';
import { LANGUAGE_NAMES } from '../../contract/language';
import { SPAM_SIGNAL_LABELS, SPAM_SIGNALS, SPAM_VERDICT_LABELS } from '../../contract/spamReasons';
import type { SpamMarkRow } from './spamMarks';

/** One column per signal, its points when the submission was marked: the sheet weights are tuned from. */
const signalColumns: Array<ExportColumn<SpamMarkRow>> = SPAM_SIGNALS.map((signal) => ({
  key: `points_${signal}`,
  zh: `${SPAM_SIGNAL_LABELS.zh[signal]}（分）`,
  en: `${SPAM_SIGNAL_LABELS.en[signal]} (points)`,
}));

/** Sales' spam marks: the verdict beside the score and each signal, and nothing the visitor wrote. */
export const SPAM_MARK_EXPORT: ExportDefinition<SpamMarkRow> = {
  fileStem: 'spam-marks',
  sheetTitle: { zh: '垃圾信息标记', en: 'Spam marks' },
  columns: [
    { key: 'id', zh: '编号', en: 'ID' },
    { key: 'markedAt', zh: '标记时间', en: 'Marked at', kind: 'time' },
    { key: 'verdict', zh: '标记', en: 'Verdict', kind: { labels: SPAM_VERDICT_LABELS } },
    { key: 'actor', zh: '标记人', en: 'Marked by' },
    { key: 'kind', zh: '类型', en: 'Kind' },
    { key: 'submissionId', zh: '提交编号', en: 'Submission ID' },
    { key: 'language', zh: '语言', en: 'Language', kind: { labels: LANGUAGE_NAMES } },
    { key: 'score', zh: '垃圾信息评分', en: 'Spam score' },
    ...signalColumns,
  ],
};
