import { useState, type ReactElement, type ReactNode } from 'react';
import { FilterButton, List, TopToolbar } from 'react-admin';
import { EmptyList } from './EmptyList';
import { ExportButtons } from './ExportButtons';
import { FiltersToggle } from './FiltersToggle';
import { useIsSmall } from './useIsSmall';

/**
 * A sales inbox: newest first, its filters, and the export of what the filters show. On a phone
 * the filters fold away behind a toggle (they still apply while folded), so the first screen
 * shows leads rather than inputs.
 */
export function ExportableInboxList({ filters, children }: { filters: ReactElement[]; children: ReactNode }) {
  const small = useIsSmall();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const showFilters = !small || filtersOpen;
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={showFilters ? filters : undefined}
      actions={
        <TopToolbar>
          {small && <FiltersToggle open={filtersOpen} onToggle={() => setFiltersOpen((open) => !open)} />}
          {showFilters && <FilterButton />}
          <ExportButtons />
        </TopToolbar>
      }
      empty={<EmptyList />}
    >
      {children}
    </List>
  );
}
