/** The time sessions and lockouts are measured by; tests pass their own to move it forward. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const minutesBefore = (time: Date, minutes: number) => new Date(time.getTime() - minutes * 60_000);
export const minutesAfter = (time: Date, minutes: number) => new Date(time.getTime() + minutes * 60_000);
