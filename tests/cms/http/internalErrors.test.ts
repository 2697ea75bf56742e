import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../../support/testApp';

describe.each(ENGINES)('internal failures on %s', (engine) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp(engine);
  });
  afterAll(() => test.close());

  it('answer 500 with a plain message and no SQL, stack or path', async () => {
    // A table vanishing under the CMS is the kind of failure a client must not see the inside of.
    await test.app.db.schema.dropTable('friendly_link').execute();
    const response = await test.app.inject({ method: 'GET', url: '/cms/open/api/blogroll/list?language=en' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, msg: 'The service is temporarily unavailable: please try again later' });
    expect(response.body).not.toMatch(/friendly_link|select|sqlite|postgres|\.ts|at /i);
  });
});
