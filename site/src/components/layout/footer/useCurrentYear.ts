import { useEffect, useState } from 'react';

/**
 * The current year: the build year while rendering on the server and hydrating (the two must
 * match), then the browser's year, so a page built last December still shows the right one.
 */
export function useCurrentYear(buildYear: number): number {
  const [year, setYear] = useState(buildYear);
  useEffect(() => {
    setYear(new Date().getFullYear());
  }, []);
  return year;
}
