import { canMoveResume, RESUME_STAGES, type ResumeStage } from '../../../contract/resumeStages';

/** Names are message keys react-admin translates. */
export const RESUME_STAGE_CHOICES = RESUME_STAGES.map((stage) => ({ id: stage, name: `app.resumeStage.${stage}` }));

/** The stages a resume may move to from where it is: the server's own rule. */
export const nextStageChoices = (current: ResumeStage) =>
  RESUME_STAGE_CHOICES.filter(({ id }) => id === current || canMoveResume(current, id));
