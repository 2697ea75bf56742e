import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { Share } from '../../../contract/dashboardFigures';
import { FigureCard } from './FigureCard';

/** The chart shows the largest shares; the table has them all. */
const SHOWN = 8;

/** Counts by one property, most first, as horizontal bars (long names read on a phone) and a table. */
export function ShareBars({ title, shares, label, namesAreData = false }: { title: string; shares: Share[]; label: (key: string) => string; namesAreData?: boolean }) {
  const translate = useTranslate();
  const shown = shares.slice(0, SHOWN);
  return (
    <FigureCard
      title={title}
      chart={
        <BarChart
          layout="horizontal"
          height={56 + 28 * Math.max(shown.length, 1)}
          yAxis={[{ scaleType: 'band', data: shown.map((share) => label(share.key)), width: 110 }]}
          series={[{ data: shown.map((share) => share.count), label: translate('app.dashboard.leads') }]}
          hideLegend
          skipAnimation
        />
      }
      table={{
        columns: [title, translate('app.dashboard.leads')],
        rows: shares.map((share) => [label(share.key), share.count]),
        namesAreData,
      }}
    />
  );
}
