import { SCHEDULE_ACTIONS, type ContentSchedule, type ScheduleAction } from '../../../contract/content/schedule';
import { CmsError } from '../../http/cmsError';

const FIELDS: Record<ScheduleAction, string> = { publish: 'publishAt', unpublish: 'unpublishAt' };

/**
 * Refuses a schedule that cannot be kept: a new time already past (it would be carried out at
 * once, which Publish does plainly), or an unpublish time not after the publish time. A time the
 * item has already (one that failed, say) is no new time and passes.
 */
export function refuseUnschedulable(times: Record<ScheduleAction, string | null>, current: ContentSchedule, now: Date): void {
  for (const action of SCHEDULE_ACTIONS) {
    const at = times[action];
    if (at !== null && at !== current[action]?.at && Date.parse(at) <= now.getTime()) {
      throw new CmsError(400, 'scheduleTimePassed', { field: FIELDS[action] });
    }
  }
  if (times.publish !== null && times.unpublish !== null && times.unpublish <= times.publish) {
    throw new CmsError(400, 'scheduleOrderInvalid', { field: FIELDS.unpublish });
  }
}
