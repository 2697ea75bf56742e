import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { dashboardPeriod, DASHBOARD_PERIODS, type Bucket, type DashboardDays } from './dashboardPeriod';
import { unpublishedContent } from './contentFigures';
import { resumesPerJobAndStage } from './hiringFigures';
import { leadFunnel, leadsByFirstTouch, leadsByIndustry, leadsByProvince, leadsPerBucket, overdueLeads, timeToFirstContact } from './leadFigures';

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

/** Each span's count beside the count of the span at the same place in the period before. */
const series = (current: Bucket[], previous: Bucket[], counts: number[]) =>
  current.map((bucket, index) => ({
    start: bucket.label,
    count: counts[index]!,
    previousStart: previous[index]!.label,
    previous: counts[current.length + index]!,
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
    const timeline = [...period.days, ...period.previousDays, ...period.weeks, ...period.previousWeeks];
    const [counts, totals, byIndustry, byProvince, byChannel, byCampaign, byPartner, funnel, firstContact, overdue] = await Promise.all([
      leadsPerBucket(db, timeline),
      leadsPerBucket(db, [period.current, period.previous]),
      leadsByIndustry(db, period.current),
      leadsByProvince(db, app.dbEngine, period.current),
      leadsByFirstTouch(db, period.current, 'channel'),
      leadsByFirstTouch(db, period.current, 'utm_campaign'),
      leadsByFirstTouch(db, period.current, 'partner_origin'),
      leadFunnel(db, period.current),
      timeToFirstContact(db, app.dbEngine, period.current),
      overdueLeads(db, app.staffClock()),
    ]);
    const dayCounts = counts.slice(0, 2 * period.days.length);
    const weekCounts = counts.slice(2 * period.days.length);
    return {
      period: { days: request.query.days, current: span(period.current), previous: span(period.previous) },
      total: totals[0]!,
      previousTotal: totals[1]!,
      perDay: series(period.days, period.previousDays, dayCounts),
      perWeek: series(period.weeks, period.previousWeeks, weekCounts),
      byIndustry,
      byProvince,
      byChannel,
      byCampaign,
      byPartner,
      funnel,
      firstContact,
      overdue,
    };
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
    return { period: { days: request.query.days, current: span(period.current) }, jobs: await resumesPerJobAndStage(db, period.current) };
  });

  app.get('/dashboard/content', {
    schema: {
      summary: 'The editors\' dashboard',
      description: 'What waits to be published: `byKind` (items with a draft per content kind), `oldest` (the ten drafts saved longest ago: `kind`, `itemId`, `draftBy`, `draftAt`), `lastItemPublishedAt` (the last item published from the back office), and `lastSitePublish` (how this instance\'s last site build ended: `status` `live` or `failed`, `finishedAt`; null when it built none since it started, or builds no site). Role: editor.',
    },
    preHandler: app.requireRole('editor'),
  }, async () => {
    const last = app.publishing?.state().last ?? null;
    return {
      ...(await unpublishedContent(db)),
      lastSitePublish: last && { status: last.status, finishedAt: last.finishedAt },
    };
  });
};

export default dashboardRoutes;
