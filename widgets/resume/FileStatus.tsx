import type { WidgetLanguage } from '../shared/widgetLanguage';
import { formatFileSize } from './checkResumeFile';
import { resumeStatusCopy } from './statusCopy';

/** The chosen file's row: its name and size, and a button to remove it. With ./resumeActions, which chooses it. */
export function ChosenFile({ file, language, onRemove, sending }: { file: File; language: WidgetLanguage; onRemove(): void; sending: boolean }) {
  const later = resumeStatusCopy(language);
  return (
    <p className="cmsw-resume-file">
      <span>{later.chosen.replace('{name}', file.name).replace('{size}', formatFileSize(file.size))}</span>
      <button type="button" className="cmsw-button" onClick={onRemove} disabled={sending}>
        {later.removeFile}
      </button>
    </p>
  );
}

/** The upload's progress while a resume is sent (`fraction` from 0 to 1). With ./resumeActions, which sends it. */
export function Progress({ id, language, fraction }: { id: string; language: WidgetLanguage; fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="cmsw-resume-progress">
      <label htmlFor={id}>{resumeStatusCopy(language).progress.replace('{percent}', String(percent))}</label>
      <progress id={id} max={100} value={percent}>
        {percent}%
      </progress>
    </div>
  );
}
