import type { BackOfficeMessages } from './zh';

/** English copy of the back office's messages: typed by the Chinese, so every key must be translated. */
export const backOfficeEn: BackOfficeMessages = {
  passwordRequired: 'Please enter your password',
  signInFailed: 'The email or password is incorrect',
  signInLocked: 'Too many failed sign-ins: this account is locked for now, please try again in {minutes} minutes',
  signInRequired: 'Please sign in first',
  forbidden: 'Your account may not do this',
  csrfTokenInvalid: 'The page has expired: please reload it and try again',
  resumeStageInvalid: 'Please choose a valid resume stage',
  resumeStageNotAllowed: 'The resume cannot move from its current stage to this one',
  noteRequired: 'Please write the note',
  noteTooLong: 'A note may not be longer than 2000 characters',
  resumePdfOnlyInline: 'Only PDF resumes can be previewed: please download this one',
  leadTransitionRefused: 'A lead cannot go from "{from}" to "{to}"',
  lostReasonRequired: 'Give a reason when marking a lead as lost',
  leadOwnerInvalid: 'The owner must be an active staff member who handles leads',
  leadChangedMeanwhile: 'Someone else has just changed this lead: reload it and try again',
  resumePreviewPdf: 'A PDF resume is shown as its own file: open the file inline instead',
  resumePreviewFailed: 'This resume cannot be shown here: please download it',
  resumePreviewEmpty: 'This resume has no text to show here: please download it',
  webhookUrlInvalid: 'Enter a valid https:// address (http only on this machine, or where allowed)',
  webhookDescriptionTooLong: 'The description may not be longer than 500 characters',
  partnerOriginInvalid: 'Enter a site origin such as https://partner.example.com: https (http only on this machine), no path',
  partnerOriginExists: 'This origin is already a partner origin',
  partnerNoteTooLong: 'The note may not be longer than 200 characters',
};
