import { useState, type ReactElement, type ReactNode } from 'react';
import { FilterButton, List, TopToolbar } from 'react-admin';
import { EmptyList } from './EmptyList';
import { ExportButtons, type OtherExport } from './ExportButtons';
import { FiltersToggle } from './FiltersToggle';
import { useIsSmall } from './useIsSmall';

/**
 * A sales inbox: newest first, its filters, and the export of what the filters show (and of
 * `otherExport`, a related list without a page of its own, for work at a desk). On a phone
 * the filters fold away behind a toggle (they still apply while folded), so the first screen
 * shows leads rather than inputs, and the toolbar holds only the toggle and the list's export.
 */
export function ExportableInboxList({ filters, otherExport, children }: { filters: ReactElement[]; otherExport?: OtherExport; children: ReactNode }) {
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
          {otherExport && !small && <ExportButtons other={otherExport} />}
        </TopToolbar>
      }
      empty={<EmptyList />}
    >
      {children}
    </List>
  );
}
