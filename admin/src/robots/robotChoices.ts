import { SUBMISSION_KINDS } from '../../../contract/submissionKinds';
import { ROBOT_FIELDS, ROBOT_VENDORS } from '../../../contract/notificationRobots';

/** react-admin choices whose names are message keys (translated by the inputs). */
export const VENDOR_CHOICES = ROBOT_VENDORS.map((id) => ({ id, name: `app.robots.vendors.${id}` }));
export const FIELD_CHOICES = ROBOT_FIELDS.map((id) => ({ id, name: `app.robots.fieldChoices.${id}` }));
export const KIND_CHOICES = SUBMISSION_KINDS.map((id) => ({ id, name: `app.robots.kindChoices.${id}` }));
