import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { DashboardDays } from '../../../contract/dashboardPeriods';
import { PIPELINE_STEPS } from '../../../contract/leadStatus';
import type { LeadFigures } from '../../../contract/dashboardFigures';
import { formatDateTime } from '../shared/companyTime';
import { formatDuration } from './duration';
import { useFigures } from './dashboardFigures';
import { FigureCard } from './FigureCard';
import { FigureList } from './FigureList';
import { LeadsOverTime } from './LeadsOverTime';
import { PanelGrid, PanelState } from './PanelGrid';
import { ProvinceMap } from './ProvinceMap';
import { ShareBars } from './ShareBars';

/** The sales part: arrivals, where they come from, the pipeline and how fast leads are answered. */
export function SalesPanel({ days }: { days: DashboardDays }) {
  const translate = useTranslate();
  const query = useFigures<LeadFigures>(`/dashboard/leads?days=${days}`);
  if (!query.data) return <PanelState title={translate('app.dashboard.sales')} query={query} />;
  const figures = query.data;
  const duration = (seconds: number | null) => (seconds === null ? '—' : formatDuration(seconds, translate));
  const orUnknown = (key: string) => key || translate('app.dashboard.unknown');
  const funnelLabels = [...PIPELINE_STEPS.map((step) => translate(`app.leadStatus.${step}`)), translate('app.leadStatus.lost'), translate('app.leadStatus.spam')];
  const funnelCounts = [...PIPELINE_STEPS.map((step) => figures.funnel.reached[step]), figures.funnel.lost, figures.funnel.spam];
  return (
    <PanelGrid title={translate('app.dashboard.sales')}>
      <FigureList
        title={translate('app.dashboard.summary')}
        figures={[
          { name: 'total', label: translate('app.dashboard.total'), value: figures.total, note: translate('app.dashboard.before', { count: figures.previousTotal }) },
          { name: 'overdue', label: translate('app.dashboard.overdue'), value: figures.overdue.count, ...(figures.overdue.oldestDueAt && { note: translate('app.dashboard.oldestDue', { time: formatDateTime(figures.overdue.oldestDueAt) }) }) },
          { name: 'median', label: translate('app.dashboard.median'), value: duration(figures.firstContact.medianSeconds) },
          { name: 'p90', label: translate('app.dashboard.p90'), value: duration(figures.firstContact.p90Seconds) },
          {
            name: 'withinPromise',
            label: translate('app.dashboard.withinPromise'),
            value: `${figures.firstContact.withinPromise} / ${figures.firstContact.promised}`,
            note: translate('app.dashboard.contacted', { count: figures.firstContact.contacted }),
          },
        ]}
      />
      <LeadsOverTime title={translate('app.dashboard.perDay')} points={figures.perDay} />
      <LeadsOverTime title={translate('app.dashboard.perWeek')} points={figures.perWeek} />
      <FigureCard
        title={translate('app.dashboard.funnel')}
        chart={
          <BarChart
            height={240}
            xAxis={[{ scaleType: 'band', data: funnelLabels }]}
            series={[{ data: funnelCounts, label: translate('app.dashboard.leads') }]}
            hideLegend
            skipAnimation
          />
        }
        table={{ columns: [translate('app.dashboard.step'), translate('app.dashboard.leads')], rows: funnelLabels.map((label, index) => [label, funnelCounts[index]!]) }}
      />
      <ProvinceMap title={translate('app.dashboard.byProvince')} shares={figures.byProvince} />
      <ShareBars title={translate('app.dashboard.byChannel')} shares={figures.byChannel} label={(key) => (key ? translate(`app.attribution.channel.${key}`, { _: key }) : translate('app.dashboard.unknown'))} />
      <ShareBars title={translate('app.dashboard.byCampaign')} shares={figures.byCampaign} label={(key) => key || translate('app.dashboard.noCampaign')} namesAreData />
      <ShareBars title={translate('app.dashboard.byPartner')} shares={figures.byPartner} label={(key) => key || translate('app.dashboard.noPartner')} namesAreData />
      <ShareBars title={translate('app.dashboard.byIndustry')} shares={figures.byIndustry} label={orUnknown} namesAreData />
    </PanelGrid>
  );
}
