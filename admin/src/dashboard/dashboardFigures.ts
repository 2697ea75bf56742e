import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../apiFetch';

/** One part of the dashboard, read when shown and kept a minute: the figures are aggregates, not live. */
export function useFigures<T>(path: string) {
  return useQuery({ queryKey: ['dashboard', path], queryFn: async () => (await apiJson(path)).json as T, staleTime: 60_000 });
}
