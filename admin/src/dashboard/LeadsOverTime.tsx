import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { SeriesPoint } from '../../../contract/dashboardFigures';
import { FigureCard } from './FigureCard';

/** Leads per day or week, with the same span before drawn beside them. */
export function LeadsOverTime({ title, points }: { title: string; points: SeriesPoint[] }) {
  const translate = useTranslate();
  const current = translate('app.dashboard.current');
  const previous = translate('app.dashboard.previous');
  return (
    <FigureCard
      title={title}
      chart={
        <LineChart
          height={240}
          xAxis={[{ scaleType: 'point', data: points.map((point) => point.start.slice(5)) }]}
          series={[
            { data: points.map((point) => point.count), label: current },
            { data: points.map((point) => point.previous), label: previous },
          ]}
          skipAnimation
        />
      }
      table={{
        columns: [translate('app.dashboard.start'), current, translate('app.dashboard.previousStart'), previous],
        rows: points.map((point) => [point.start, point.count, point.previousStart, point.previous]),
      }}
    />
  );
}
