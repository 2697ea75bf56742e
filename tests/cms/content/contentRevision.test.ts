import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../contract/api';
import { readContentRevision } from '../../../cms/content/contentRevision';
import { validLead } from '../../support/leadFixture';
import { ENGINES, startTestApp, type TestApp } from '../../support/testApp';

describe.each(ENGINES)('the content revision on %s', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(engine);
  });
  afterAll(() => test.close());

  const revision = () => readContentRevision(test.app.db);

  it('rises with every write to what the site shows: insert, update, delete, in any content table', async () => {
    const seeded = await revision();
    const { db } = test.app;

    const tag = await db.insertInto('tag').values({ tag_group: 'revision-test', sort: 0 }).returning('tag_id').executeTakeFirstOrThrow();
    const afterInsert = await revision();
    expect(afterInsert).toBeGreaterThan(seeded);

    const setting = await db.selectFrom('site_setting').select(['setting_key', 'language']).executeTakeFirstOrThrow();
    const updated = await db.updateTable('site_setting').set({ setting_value: 'Changed by the test' })
      .where('setting_key', '=', setting.setting_key).where('language', '=', setting.language).executeTakeFirstOrThrow();
    expect(updated.numUpdatedRows).toBe(1n);
    const afterUpdate = await revision();
    expect(afterUpdate).toBeGreaterThan(afterInsert);

    await db.deleteFrom('tag').where('tag_id', '=', tag.tag_id).execute();
    expect(await revision()).toBeGreaterThan(afterUpdate);
  });

  it('stays as it is when a visitor submits a lead: submissions change no page', async () => {
    const before = await revision();
    const response = await test.app.inject({ method: 'POST', url: `${API_BASE_PATH}/potentialCustomers/add`, payload: validLead });
    expect(response.statusCode).toBe(200);
    expect(await test.app.db.selectFrom('potential_customer').select('company_name').execute()).toContainEqual({ company_name: validLead.companyName });
    expect(await revision()).toBe(before);
  });
});
