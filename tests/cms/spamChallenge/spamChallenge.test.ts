import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../contract/api';
import { challengeExpiresAt, SPAM_CHALLENGE_PATH } from '../../../contract/spamChallenge';
import { deleteExpiredChallengeUses } from '../../../cms/spamChallenge/spamChallengeUses';
import { brochureFileId } from '../../support/openApi';
import { englishResumePdf } from '../../support/resumeFiles';
import { validLead } from '../../support/leadFixture';
import { sendResume } from '../../support/resumeUpload';
import { fetchChallenge, solutionHeader, solve, solvedHeader } from '../../support/spamChallenge';
import { testClock } from '../../support/staffApp';
import { ENGINES, startTestApp, type TestApp } from '../../support/testApp';

/** A difficulty a test solves in milliseconds; the protocol is the same at the production one. */
const SETTINGS = { mode: 'on', maxNumber: 2_000, minutes: 30 } as const;

describe.each(ENGINES)('the proof-of-work challenge on submissions on %s', (engine) => {
  let test: TestApp;
  let origin: string;
  const clock = testClock('2026-03-02T09:00:00.000Z');
  const leadCount = async () => Number((await test.app.db.selectFrom('potential_customer').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const postLead = (headers: Record<string, string> = {}, query = '', remoteAddress = '127.0.0.1') =>
    test.app.inject({ method: 'POST', url: `${API_BASE_PATH}/potentialCustomers/add${query}`, payload: validLead, headers, remoteAddress });

  beforeAll(async () => {
    test = await startTestApp(engine, { spamChallenge: SETTINGS, clock: clock.now });
    origin = await test.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => test.close());

  it('issues signed challenges that expire, never cached', async () => {
    const response = await test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/${SPAM_CHALLENGE_PATH}` });
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(data).toMatchObject({ algorithm: 'SHA-256', maxnumber: SETTINGS.maxNumber, challenge: expect.stringMatching(/^[0-9a-f]{64}$/), signature: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(challengeExpiresAt(data)).toBe(Date.parse('2026-03-02T09:30:00.000Z'));
    expect((await fetchChallenge(test.app)).challenge).not.toBe(data.challenge);
  });

  it('stores no lead from a bot that posts from 50 addresses without solving', async () => {
    const before = await leadCount();
    const answers = [];
    for (let i = 0; i < 50; i += 1) {
      const challenge = await fetchChallenge(test.app);
      // A third send nothing, a third a guess, a third a challenge with a made-up signature.
      const header = i % 3 === 0 ? {} : i % 3 === 1 ? solutionHeader(challenge, 7) : solutionHeader({ ...challenge, signature: '0'.repeat(64) }, await solve(challenge));
      answers.push((await postLead(header, '', `198.51.100.${i + 1}`)).json());
    }
    expect(answers.filter((answer) => answer.code === 0)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.msg))).toEqual(new Set(['页面的安全校验未完成，请刷新页面后重新提交', '页面的安全校验未通过，请刷新页面后重新提交']));
    expect(answers.every((answer) => answer.code === 400)).toBe(true);
    expect(await leadCount()).toBe(before);
  });

  it('accepts a solved challenge once, and refuses it again in the visitor\'s language', async () => {
    const before = await leadCount();
    const header = await solvedHeader(test.app);
    expect((await postLead(header)).json()).toMatchObject({ code: 0, msg: '提交成功' });
    const again = await postLead(header, '?language=en', '198.51.100.200');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 400, msg: 'This security check was already used: please reload the page and send again' });
    expect(await leadCount()).toBe(before + 1);
  });

  it('refuses a solution whose salt was changed to live longer', async () => {
    const challenge = await fetchChallenge(test.app);
    const number = await solve(challenge);
    const stretched = { ...challenge, salt: challenge.salt.replace(/expires=\d+/, 'expires=9999999999') };
    expect((await postLead(solutionHeader(stretched, number))).json()).toMatchObject({ code: 400, msg: '页面的安全校验未通过，请刷新页面后重新提交' });
  });

  it('refuses a challenge solved after it expired, and forgets used ones once expired', async () => {
    const before = await leadCount();
    const header = await solvedHeader(test.app);
    clock.advanceMinutes(SETTINGS.minutes + 1);
    expect((await postLead(header)).json()).toMatchObject({ code: 400, msg: '页面的安全校验已过期，请刷新页面后重新提交' });
    expect(await leadCount()).toBe(before);
    const uses = await test.app.db.selectFrom('spam_challenge_use').select('signature').execute();
    expect(uses.length).toBeGreaterThan(0);
    expect(await deleteExpiredChallengeUses(test.app.db, clock.now().toISOString())).toBe(uses.length);
  });

  it('guards the download centre and the resume upload the same way', async () => {
    const fileId = await brochureFileId(test.app);
    const request = { name: '赵敏', phone: '13600001111', company: '东方制造', email: 'zhao@example.cn', privacyConsent: true, fileId };
    const download = (headers: Record<string, string>) =>
      test.app.inject({ method: 'POST', url: `${API_BASE_PATH}/customersDownload/add`, payload: request, headers });
    expect((await download({})).json()).toMatchObject({ code: 400, msg: '页面的安全校验未完成，请刷新页面后重新提交' });
    expect(await test.app.db.selectFrom('download_request').select('request_id').execute()).toEqual([]);
    expect((await download(await solvedHeader(test.app))).json()).toMatchObject({ code: 0 });

    const resume = { fields: { name: '李雷', phone: '13800138000', email: 'li@example.com', privacyConsent: 'true' }, file: { name: 'cv.pdf', bytes: await englishResumePdf() } };
    expect((await sendResume(origin, 'add', resume)).body).toMatchObject({ code: 400, msg: '页面的安全校验未完成，请刷新页面后重新提交' });
    expect(await test.app.db.selectFrom('resume').select('resume_id').execute()).toEqual([]);
    expect((await sendResume(origin, 'add', { ...resume, headers: await solvedHeader(test.app) })).body).toMatchObject({ code: 0 });
  });
});

describe('SPAM_CHALLENGE=off', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp('sqlite', { seed: undefined, spamChallenge: 'off' });
  });
  afterAll(() => test.close());

  it('asks for no challenge and stores a submission without one', async () => {
    const challenge = await test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/${SPAM_CHALLENGE_PATH}` });
    expect(challenge.json()).toMatchObject({ code: 0, data: null });
    const lead = await test.app.inject({ method: 'POST', url: `${API_BASE_PATH}/potentialCustomers/add`, payload: validLead });
    expect(lead.json()).toMatchObject({ code: 0 });
  });
});
