import { startTestApp, type TestApp } from '../../support/testApp';

export interface TestCms extends TestApp {
  /** `http://127.0.0.1:<port>`: the widgets' CMS URL. */
  url: string;
  leads(): Promise<Array<Record<string, unknown>>>;
}

/**
 * A real CMS on a fresh SQLite file, listening on a free loopback port: the widgets call it with
 * the Node fetch jsdom runs on (no fetch mocks).
 */
export async function startCms(options: Parameters<typeof startTestApp>[1] = {}): Promise<TestCms> {
  const test = await startTestApp('sqlite', options);
  const url = await test.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    ...test,
    url,
    leads: () => test.app.db.selectFrom('potential_customer').selectAll().orderBy('customers_id').execute() as Promise<Array<Record<string, unknown>>>,
  };
}

/** An origin nothing listens on: a CMS that cannot be reached. */
export const UNREACHABLE_CMS = 'http://127.0.0.1:9';
