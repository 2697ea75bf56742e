import FilterListIcon from '@mui/icons-material/FilterList';
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * On a phone, the inbox's filters are folded away behind this button so the rows come first; it
 * says how many filters apply while they are hidden, and tells screen readers whether they are open.
 */
export function FiltersToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const active = Object.values(filterValues ?? {}).filter((value) => value !== undefined && value !== '').length;
  return (
    <Button size="small" startIcon={<FilterListIcon />} aria-expanded={open} onClick={onToggle}>
      {active > 0 ? translate('app.records.filtersActive', { count: active }) : translate('app.records.filters')}
    </Button>
  );
}
