// @vitest-environment jsdom
/**
 * The browser's side of the proof-of-work challenge: the bundle's fallback SHA-256 against Node's,
 * the page's solver with and without Web Crypto against altcha-lib's challenges, and the outbox
 * against a real CMS that requires the challenge. jsdom has no Worker, so the solver takes its
 * page path here; Chromium takes the Worker in tests/e2e/widgets.test.ts.
 */
import { createHash } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSolution, type SpamChallenge } from '../../../contract/spamChallenge';
import { createCmsApi } from '../../../widgets/shared/cmsApi';
import { createMemoryStorage, createOutbox } from '../../../widgets/shared/outbox';
import { createChallengeSolver } from '../../../widgets/shared/spamChallenge/challengeSolver';
import { sha256Hex } from '../../../widgets/shared/spamChallenge/sha256';
import { solveChallenge, solveOnPage } from '../../../widgets/shared/spamChallenge/solveChallenge';
import { validLead } from '../../support/leadFixture';
import { startCms, type TestCms } from '../support/cms';

const HMAC_KEY = 'a key of this test';
const challengeOf = async (maxnumber: number) => (await createChallenge({ hmacKey: HMAC_KEY, maxnumber, expires: new Date(Date.now() + 60_000) })) as SpamChallenge;
const verifies = (challenge: SpamChallenge, number: number) =>
  verifySolution(encodeSolution({ ...challenge, number, challenge: challenge.challenge }), HMAC_KEY);

describe('the proof-of-work solver', () => {
  it('hashes as SHA-256 does, across block boundaries and in UTF-8', () => {
    for (const text of ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'b'.repeat(64), 'c'.repeat(1_000), '销售线索?expires=1&42']) {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });

  it('finds the number with Web Crypto and, where the page has none, with a script SHA-256', async () => {
    const challenge = await challengeOf(3_000);
    const withCrypto = await solveOnPage(challenge, crypto.subtle);
    const without = await solveOnPage(challenge, undefined);
    expect(withCrypto).not.toBeNull();
    expect(without).toBe(withCrypto);
    expect(await verifies(challenge, withCrypto!)).toBe(true);
    // Without a Worker (jsdom has none), the page solves it.
    expect(typeof Worker).toBe('undefined');
    expect(await solveChallenge(challenge)).toBe(withCrypto);
  });

  it('answers null rather than looping when no number up to the limit solves it', async () => {
    const challenge = await challengeOf(3_000);
    expect(await solveOnPage({ ...challenge, challenge: '0'.repeat(64) }, undefined)).toBeNull();
  });
});

describe('the outbox against a CMS that requires the challenge', () => {
  let cms: TestCms;
  beforeAll(async () => {
    cms = await startCms({ seed: undefined, spamChallenge: { mode: 'on', maxNumber: 5_000, minutes: 30 } });
  });
  afterAll(() => cms?.close());

  it('solves a fresh challenge for each lead it sends, and the CMS stores each', async () => {
    const api = createCmsApi(cms.url);
    const solver = createChallengeSolver(api);
    solver.prepare();
    const header = await solver.next();
    expect(JSON.parse(atob(header!))).toMatchObject({ algorithm: 'SHA-256', number: expect.any(Number) });
    const outbox = createOutbox(api, createMemoryStorage());
    for (const company of ['第一家', '第二家']) {
      const result = await outbox.deliver({ kind: 'lead', body: { ...validLead, companyName: company } }, { language: 'zh' });
      expect(result).toMatchObject({ status: 'answered', envelope: { code: 0 } });
    }
    expect((await cms.leads()).map((lead) => lead.company_name)).toEqual(['第一家', '第二家']);
    const bare = await api.postJson('potentialCustomers/add', validLead, { language: 'en' });
    expect(bare).toMatchObject({ code: 400, msg: 'The page\'s security check did not finish: please reload the page and send again' });
    expect(await cms.leads()).toHaveLength(2);
  });
});
