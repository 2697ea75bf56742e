import type { AppOptions } from '../../cms/app';
import { createStaff, startStaffApp, type StaffTestApp } from './staffApp';
import { startSecondInstance, type TestApp } from './testApp';

export interface TwoInstances {
  /** The instance staff work on, on the test clock; it keeps the database. */
  first: StaffTestApp;
  /** The other instance on the same database, serving the same site. */
  second: TestApp;
  close(): Promise<void>;
}

/**
 * Two CMS instances on one PostgreSQL database, as behind a load balancer, with an editor
 * (`editor@example.com`) on the first: what is changed through one, the other must answer.
 * `options` are the first's; the second serves the same `siteDir`.
 */
export async function startTwoInstances(options: Partial<AppOptions> = {}): Promise<TwoInstances> {
  const first = await startStaffApp('postgres', options);
  let second: TestApp | undefined;
  try {
    second = await startSecondInstance(first, options.siteDir ? { siteDir: options.siteDir } : {});
    await createStaff(first.app, 'editor@example.com', ['editor']);
  } catch (error) {
    await second?.close();
    await first.close();
    throw error;
  }
  return {
    first,
    second,
    async close() {
      await second.close();
      await first.close();
    },
  };
}
