import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PublishState } from '../../../contract/publishing';
import type { AdminDataProvider } from '../dataProvider';

/** How often the state is asked while a build runs or waits: phases last seconds to minutes. */
const POLL_MS = 2_000;

/** The query key of the publishing state: whatever requests a build invalidates it, so every view of it follows the new job. */
export const PUBLISH_STATE_KEY = ['publish'];

/** The site's publishing state, asked again while a build runs or waits. */
export function usePublishState() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery<PublishState>({
    queryKey: PUBLISH_STATE_KEY,
    queryFn: () => dataProvider.publishState(),
    refetchInterval: (query) => (query.state.data?.running || query.state.data?.next ? POLL_MS : false),
  });
}
