import * as v from 'valibot';
import type { CmsMessageKey } from '../messages/cmsMessages';
import { RESUME_STAGES } from '../resumeStages';

/** Longer than any note HR writes by hand, short enough to keep the record readable. */
export const RESUME_NOTE_MAX_LENGTH = 2000;

/** `PUT resumes/:id`: react-admin sends the whole record back; only its stage is taken. */
export const resumeStageSchema = v.object(
  { stage: v.picklist(RESUME_STAGES, 'resumeStageInvalid' satisfies CmsMessageKey) },
  'badRequest' satisfies CmsMessageKey,
);

export const resumeNoteSchema = v.object(
  {
    text: v.pipe(
      v.string('noteRequired' satisfies CmsMessageKey),
      v.trim(),
      v.nonEmpty('noteRequired' satisfies CmsMessageKey),
      v.maxLength(RESUME_NOTE_MAX_LENGTH, 'noteTooLong' satisfies CmsMessageKey),
    ),
  },
  'badRequest' satisfies CmsMessageKey,
);
