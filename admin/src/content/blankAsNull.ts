/** What an optional input saves when it is left empty: null (none), not an empty string. */
export const blankAsNull = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value);
