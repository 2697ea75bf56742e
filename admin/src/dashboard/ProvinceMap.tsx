import { lazy, Suspense } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Share } from '../../../contract/dashboardFigures';
import { provinceName } from '../shared/regionProvinces';
import { FigureCard } from './FigureCard';

// ECharts and the map's outlines are the dashboard's largest part: a chunk of their own, loaded with the map.
const ProvinceMapChart = lazy(() => import('./ProvinceMapChart'));

/** Leads by province on a map of China, with the table of every province and of leads from abroad. */
export function ProvinceMap({ title, shares }: { title: string; shares: Share[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = (key: string) => (key ? provinceName(key, locale) : translate('app.dashboard.abroad'));
  return (
    <FigureCard
      title={title}
      chart={
        <Suspense fallback={null}>
          <ProvinceMapChart shares={shares.filter((share) => share.key !== '')} seriesName={translate('app.dashboard.leads')} />
        </Suspense>
      }
      table={{ columns: [title, translate('app.dashboard.leads')], rows: shares.map((share) => [label(share.key), share.count]) }}
    />
  );
}
