/** How many company days back the back office's dashboard can look (`GET /dashboard/*?days=`). */
export const DASHBOARD_PERIODS = [7, 28, 91] as const;

export type DashboardDays = (typeof DASHBOARD_PERIODS)[number];
