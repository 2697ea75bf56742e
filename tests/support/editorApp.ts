import type { AppOptions } from '../../cms/app';
import { createStaff, signIn, standInPublisher, startStaffApp, type SignedIn, type StaffTestApp } from './staffApp';
import type { Engine } from './testApp';

/**
 * A staff CMS (startStaffApp: no demo content unless `options` seed it) whose publishes stand in
 * for the build, with an editor (`editor@example.com`) signed in.
 */
export async function startEditorApp(engine: Engine, options: Partial<AppOptions> = {}): Promise<{ test: StaffTestApp; editor: SignedIn }> {
  const test = await startStaffApp(engine, { publisher: standInPublisher, ...options });
  try {
    await createStaff(test.app, 'editor@example.com', ['editor']);
    return { test, editor: await signIn(test.app, 'editor@example.com') };
  } catch (error) {
    await test.close();
    throw error;
  }
}
