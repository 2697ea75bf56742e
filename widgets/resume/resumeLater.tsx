import type { resumeLaterCopy } from './laterCopy';

type LaterCopy = ReturnType<typeof resumeLaterCopy>;

/** The chosen file's row: its name and size, and a button to remove it. With ./resumeLibrary, which chooses it. */
export function ChosenFile({ file, later, formatFileSize, onRemove, sending }: { file: File; later: LaterCopy; formatFileSize(bytes: number): string; onRemove(): void; sending: boolean }) {
  return (
    <p className="cmsw-resume-file">
      <span>{later.chosen.replace('{name}', file.name).replace('{size}', formatFileSize(file.size))}</span>
      <button type="button" className="cmsw-button" onClick={onRemove} disabled={sending}>
        {later.removeFile}
      </button>
    </p>
  );
}

/** The upload's progress while a resume is sent. With ./resumeLibrary, which sends it. */
export function Progress({ id, later, percent }: { id: string; later: LaterCopy; percent: number }) {
  return (
    <div className="cmsw-resume-progress">
      <label htmlFor={id}>{later.progress.replace('{percent}', String(percent))}</label>
      <progress id={id} max={100} value={percent}>
        {percent}%
      </progress>
    </div>
  );
}
