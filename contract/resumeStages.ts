/**
 * The hiring pipeline a resume moves through in the HR inbox. It goes forward one stage at a
 * time and may be rejected from any open stage; `hired` and `rejected` are final.
 */
export const RESUME_STAGES = ['new', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;

export type ResumeStage = (typeof RESUME_STAGES)[number];

const NEXT_STAGES: Record<ResumeStage, readonly ResumeStage[]> = {
  new: ['screening', 'rejected'],
  screening: ['interview', 'rejected'],
  interview: ['offer', 'rejected'],
  offer: ['hired', 'rejected'],
  hired: [],
  rejected: [],
};

export function canMoveResume(from: ResumeStage, to: ResumeStage): boolean {
  return NEXT_STAGES[from].includes(to);
}
