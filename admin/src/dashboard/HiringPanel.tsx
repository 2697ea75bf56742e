import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { RESUME_STAGES } from '../../../contract/resumeStages';
import type { DashboardDays } from '../../../contract/dashboardPeriods';
import type { ResumeFigures } from '../../../contract/dashboardFigures';
import { useFigures } from './dashboardFigures';
import { FigureCard } from './FigureCard';
import { PanelGrid, PanelState } from './PanelGrid';

/** The HR part: the period's resumes per job, stacked by stage. */
export function HiringPanel({ days }: { days: DashboardDays }) {
  const translate = useTranslate();
  const query = useFigures<ResumeFigures>(`/dashboard/resumes?days=${days}`);
  const title = translate('app.dashboard.hiring');
  if (!query.data) return <PanelState title={title} query={query} />;
  const { jobs } = query.data;
  const jobName = (job: ResumeFigures['jobs'][number]) => job.jobTitle ?? translate(job.jobId === null ? 'app.dashboard.noJob' : 'app.dashboard.deletedJob');
  const stageName = (stage: string) => translate(`app.resumeStage.${stage}`);
  return (
    <PanelGrid title={title}>
      <FigureCard
        title={translate('app.dashboard.resumesPerJob')}
        chart={
          <BarChart
            layout="horizontal"
            height={80 + 32 * Math.max(jobs.length, 1)}
            yAxis={[{ scaleType: 'band', data: jobs.map(jobName), width: 110 }]}
            series={RESUME_STAGES.map((stage) => ({ data: jobs.map((job) => job.stages[stage] ?? 0), label: stageName(stage), stack: 'stage' }))}
            skipAnimation
          />
        }
        table={{
          columns: [translate('app.dashboard.job'), ...RESUME_STAGES.map(stageName), translate('app.dashboard.total')],
          rows: jobs.map((job) => [jobName(job), ...RESUME_STAGES.map((stage) => job.stages[stage] ?? 0), job.total]),
        }}
      />
    </PanelGrid>
  );
}
