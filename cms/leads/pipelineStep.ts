import { PIPELINE_STEPS, type LeadStatus, type PipelineStep } from '../../contract/leadStatus';

/** The step a status stands at: its place in the pipeline; lost and spam stand at none, so 0. */
export const pipelineStep = (status: LeadStatus): number => Math.max(0, PIPELINE_STEPS.indexOf(status as PipelineStep));

/** The move that counts as a lead's first contact (`first_contacted_at`, the dashboard's time to first contact). */
export const isFirstContact = (from: LeadStatus, to: LeadStatus): boolean => from === 'new' && to === 'contacted';
