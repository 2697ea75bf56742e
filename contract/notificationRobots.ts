/** The group robots the CMS can send to, shared by the CMS and the back office's robot form. */
export const ROBOT_VENDORS = ['wecom', 'feishu', 'dingtalk'] as const;
export type RobotVendor = (typeof ROBOT_VENDORS)[number];

/**
 * What a robot's message may carry. A group chat is read by more people than the back office, so
 * by default it carries what tells a salesperson whether a submission is theirs (where from, what
 * industry, which company, which job or brochure) and a link to the rest behind sign-in; the
 * visitor's name, phone, e-mail and own words only when an admin chooses so (audit-logged).
 */
export const ROBOT_FIELDS = ['region', 'industry', 'company', 'job', 'file', 'link', 'contact', 'phone', 'email', 'demand'] as const;
export type RobotField = (typeof ROBOT_FIELDS)[number];

export const PERSONAL_ROBOT_FIELDS: readonly RobotField[] = ['contact', 'phone', 'email', 'demand'];
export const DEFAULT_ROBOT_FIELDS: readonly RobotField[] = ['region', 'industry', 'company', 'job', 'file', 'link'];
