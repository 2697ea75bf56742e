import { useEffect, useState } from 'react';

/** `undefined` until the effect has read the address; then the id, or null when it is absent or not an id. */
export type QueryId = number | null | undefined;

/** A positive whole number from a query value, or null. */
export function parseId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
}

/**
 * The `id` query parameter of a `?id=` shell page (/caseDetails, /joinUsDetails). Read in an
 * effect: the server render and the first client render know nothing of the query.
 */
export function useQueryId(search?: string): QueryId {
  const [id, setId] = useState<QueryId>(undefined);
  useEffect(() => {
    setId(parseId(new URLSearchParams(search ?? window.location.search).get('id')));
  }, [search]);
  return id;
}
