import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import type { ContentFigures, LeadFigures, ResumeFigures, SeriesPoint } from '../../contract/dashboardFigures';
import { DASHBOARD_PERIODS, type DashboardDays } from '../../contract/dashboardPeriods';
import { dashboardPeriod, type Bucket } from './dashboardPeriod';
import { unpublishedContent } from './contentFigures';
import { countOutOfDate } from '../content/translations/contentTranslations';
import { resumesPerJobAndStage } from './hiringFigures';
import { leadBreakdowns, leadFunnel, leadsPerBucket, overdueLeads, timeToFirstContact } from './leadFigures';

const periodQuery = v.object({
  days: v.optional(
    v.pipe(
      v.picklist(DASHBOARD_PERIODS.map(String) as [string, ...string[]]),
      v.transform((days) => Number(days) as DashboardDays),
    ),
    '28',
  ),
});

const span = (bucket: Bucket) => ({ from: bucket.from, before: bucket.before });

/** Counts per day summed over spans of whole days: a span's count is the sum of its days'. */
function daySums(days: Bucket[], counts: number[]) {
  return (spans: Bucket[]) => {
    let sum = 0;
    for (const span of spans) {
      for (const [index, day] of days.entries()) if (day.from >= span.from && day.before <= span.before) sum += counts[index]!;
    }
    return sum;
  };
}

/** Each span's count beside the count of the span at the same place in the period before. */
const series = (current: Bucket[], previous: Bucket[], sum: (spans: Bucket[]) => number): SeriesPoint[] =>
  current.map((bucket, index) => ({
    start: bucket.label,
    count: sum([bucket]),
    previousStart: previous[index]!.label,
    previous: sum([previous[index]!]),
  }));

/**
 * The figures the back office opens on, one call per role's part: sales (leads), HR (resumes),
 * editors (content). Aggregates only, no personal data: not audited.
 */
const dashboardRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const { db } = app;
  const periodOf = (days: DashboardDays) => dashboardPeriod(app.staffClock(), app.companyTimeZone, days);

  app.get('/dashboard/leads', {
    schema: {
      summary: 'The sales dashboard',
      description: 'Leads of the last `days` company days (7, 28 or 91; default 28; days on the company\'s clocks, `COMPANY_TIME_ZONE`) beside the same span before: `total` and `previousTotal`; `perDay` and `perWeek` (Monday to Sunday) with `start`, `count`, `previousStart`, `previous`; `byIndustry`, `byProvince` (the Chinese province name, `\'\'` abroad or none), `byChannel`, `byCampaign` and `byPartner` (of the lead\'s first touch; `\'\'` without one), each `{key, count}`, most first. Spam is left out of these. `funnel`: of the period\'s leads, how many `reached` New, Contacted, Qualified, Won (a lost lead counts at the steps it passed), with `lost` and `spam`. `firstContact`: leads moved from New to Contacted, median and 90th percentile (nearest rank) of the seconds it took, `promised` (those with a promised time) and `withinPromise` (contacted by it). `overdue`: leads of any day still New past their promised time (`count`, `oldestDueAt`). Role: sales.',
      querystring: periodQuery,
    },
    preHandler: app.requireRole('sales'),
  }, async (request) => {
    const period = periodOf(request.query.days);
    const [counts, breakdowns, funnel, firstContact, overdue] = await Promise.all([
      leadsPerBucket(db, period.coveredDays),
      leadBreakdowns(db, app.dbEngine, period.current),
      leadFunnel(db, period.current),
      timeToFirstContact(db, app.dbEngine, period.current),
      overdueLeads(db, app.staffClock()),
    ]);
    const sum = daySums(period.coveredDays, counts);
    const figures: LeadFigures = {
      total: sum(period.days),
      previousTotal: sum(period.previousDays),
      perDay: series(period.days, period.previousDays, sum),
      perWeek: series(period.weeks, period.previousWeeks, sum),
      ...breakdowns,
      funnel,
      firstContact,
      overdue,
    };
    return { period: { days: request.query.days, current: span(period.current), previous: span(period.previous) }, ...figures };
  });

  app.get('/dashboard/resumes', {
    schema: {
      summary: 'The HR dashboard',
      description: 'Resumes of the last `days` company days (7, 28 or 91; default 28) per job (`jobId`, `jobTitle`; null for open applications) and stage (`stages`: count per stage, `total`), the jobs with most first. Role: hr.',
      querystring: periodQuery,
    },
    preHandler: app.requireRole('hr'),
  }, async (request) => {
    const period = periodOf(request.query.days);
    const figures: ResumeFigures = { jobs: await resumesPerJobAndStage(db, period.current) };
    return { period: { days: request.query.days, current: span(period.current) }, ...figures };
  });

  app.get('/dashboard/content', {
    schema: {
      summary: 'The editors\' dashboard',
      description: 'What waits to be published: `byKind` (items with a draft per content kind), `oldest` (the ten drafts saved longest ago: `kind`, `itemId`, `draftBy`, `draftAt`), `lastItemPublishedAt` (the last item published from the back office), `lastSitePublish` (how this instance\'s last site build ended: `status` `live` or `failed`, `finishedAt`; null when it built none since it started, or builds no site), and `translationsOutOfDate` (items whose English is out of date, per content kind: `kind`, `count`). Role: editor.',
    },
    preHandler: app.requireRole('editor'),
  }, async () => {
    const last = app.publishing?.state().last ?? null;
    const figures: ContentFigures = {
      ...(await unpublishedContent(db)),
      lastSitePublish: last && { status: last.status, finishedAt: last.finishedAt },
      translationsOutOfDate: await countOutOfDate(db),
    };
    return figures;
  });
};

export default dashboardRoutes;
