import type { ReactElement, ReactNode } from 'react';
import { FilterButton, List, TopToolbar } from 'react-admin';
import { EmptyList } from './EmptyList';
import { ExportButtons } from './ExportButtons';

/** A sales inbox: newest first, its filters, and the export of what the filters show. */
export function ExportableInboxList({ filters, children }: { filters: ReactElement[]; children: ReactNode }) {
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      actions={<TopToolbar><FilterButton /><ExportButtons /></TopToolbar>}
      empty={<EmptyList />}
    >
      {children}
    </List>
  );
}
