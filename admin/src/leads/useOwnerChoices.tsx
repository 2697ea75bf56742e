import { useGetList } from 'react-admin';
import { AsNamed } from '../shared/InLanguage';

/** The staff users a lead can be given to (sales and admins), as select choices named by their display names. */
export function useOwnerChoices() {
  const { data } = useGetList<{ id: number; displayName: string; email: string }>('staff-users', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'displayName', order: 'ASC' },
  });
  return (data ?? []).map((user) => ({ id: user.id, name: user.displayName }));
}

/** How an owner is offered: by name, marked as a name (a translating browser leaves it alone). */
export const ownerChoiceText = (choice: { name: string }) => <AsNamed>{choice.name}</AsNamed>;
