import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSourceAddress } from '../../../cms/leads/leadSourcePages';
import { CLASSIFY_TYPES } from '../../../contract/entities/classify';
import { loadDemoContent } from '../../../seed/loadDemoContent';
import { addLead } from '../../support/inbox';
import { call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';
import { ENGINES } from '../../support/testApp';

const SITE = 'https://www.example.cn';

describe('reading a lead\'s source as an address of the site', () => {
  it('names the item of a ?id= page, public or pre-rendered, in the page\'s language', () => {
    expect(readSourceAddress(`${SITE}/caseDetails?id=42`)).toEqual({ kind: 'case', id: 42, language: 'zh' });
    expect(readSourceAddress(`${SITE}/en-US/caseDetails/42/`)).toEqual({ kind: 'case', id: 42, language: 'en' });
    expect(readSourceAddress(`${SITE}/joinUsDetails?utm_source=wechat&id=7`)).toEqual({ kind: 'job', id: 7, language: 'zh' });
  });

  it('names a page of the site, one under a section by its section', () => {
    expect(readSourceAddress(`${SITE}/home`)).toEqual({ kind: 'page', page: 'home' });
    expect(readSourceAddress(`${SITE}/en-US/productCenter/`)).toEqual({ kind: 'page', page: 'productCenter' });
    expect(readSourceAddress(`${SITE}/aboutUs/chairman`)).toEqual({ kind: 'page', page: 'aboutUs' });
    expect(readSourceAddress(`${SITE}/succeedCase/AllCase`)).toEqual({ kind: 'page', page: 'succeedCase' });
  });

  it('names nothing for a partner\'s label, an unknown path, or a ?id= page without a number', () => {
    for (const source of ['partner expo 2026', '/caseDetails?id=42', `${SITE}/nowhere`, `${SITE}/caseDetails`, `${SITE}/caseDetails?id=abc`, '']) {
      expect(readSourceAddress(source), source).toBeNull();
    }
  });
});

describe.each(ENGINES)('the page a lead came from, in the sales inbox on %s', (engine) => {
  let test: StaffTestApp;
  let sales: SignedIn;
  const demo = { caseId: 0, caseZh: '', caseEn: '', jobId: 0, jobZh: '' };

  beforeAll(async () => {
    test = await startStaffApp(engine, { seed: loadDemoContent });
    await createStaff(test.app, 'sales@example.com', ['sales']);
    sales = await signIn(test.app, 'sales@example.com');
    const { db } = test.app;
    const aCase = await db
      .selectFrom('article')
      .innerJoin('classify', 'classify.classify_id', 'article.classify_id')
      .innerJoin('article_i18n as zh', (join) => join.onRef('zh.article_id', '=', 'article.article_id').on('zh.language', '=', 'zh'))
      .innerJoin('article_i18n as en', (join) => join.onRef('en.article_id', '=', 'article.article_id').on('en.language', '=', 'en'))
      .select(['article.article_id', 'zh.title as zh', 'en.title as en'])
      .where('classify.classify_type', '=', CLASSIFY_TYPES.cases)
      .orderBy('article.article_id')
      .executeTakeFirstOrThrow();
    const job = await db.selectFrom('job').select(['job_id', 'post']).orderBy('job_id').executeTakeFirstOrThrow();
    Object.assign(demo, { caseId: aCase.article_id, caseZh: aCase.zh, caseEn: aCase.en, jobId: job.job_id, jobZh: job.post });
  });
  afterAll(() => test?.close());

  it('shows the case or job a lead was sent from by its title, the page by its name, with the full address kept', async () => {
    const sources = {
      caseZh: `${SITE}/caseDetails?id=${demo.caseId}`,
      caseEn: `${SITE}/en-US/caseDetails/${demo.caseId}/`,
      job: `${SITE}/joinUsDetails?id=${demo.jobId}&utm_source=wechat`,
      home: `${SITE}/home`,
      gone: `${SITE}/caseDetails?id=999999`,
      partner: 'partner expo 2026',
    };
    const ids: Record<string, number> = {};
    for (const [name, source] of Object.entries(sources)) ids[name] = await addLead(test.app, '2026-03-01T08:00:00.000Z', { source });

    const response = await call(test.app, 'GET', '/leads?range=[0,99]', sales);
    expect(response.statusCode).toBe(200);
    const rows = new Map((response.json() as Array<{ id: number; source: string; sourcePage: unknown }>).map((row) => [row.id, row]));
    const expected = {
      caseZh: { kind: 'case', id: demo.caseId, title: demo.caseZh, language: 'zh' },
      caseEn: { kind: 'case', id: demo.caseId, title: demo.caseEn, language: 'en' },
      job: { kind: 'job', id: demo.jobId, title: demo.jobZh, language: 'zh' },
      home: { kind: 'page', page: 'home' },
      gone: null,
      partner: null,
    };
    for (const [name, sourcePage] of Object.entries(expected)) {
      expect(rows.get(ids[name]!), name).toMatchObject({ source: sources[name as keyof typeof sources], sourcePage });
    }
    // The record says the same as its row.
    const record = await call(test.app, 'GET', `/leads/${ids.caseZh}`, sales);
    expect(record.json()).toMatchObject({ source: sources.caseZh, sourcePage: expected.caseZh });
  });
});
