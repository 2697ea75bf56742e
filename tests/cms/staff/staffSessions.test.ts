import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteSessionsCreatedBefore, endSession, findLiveSession, writeSession } from '../../../cms/staff/staffSessions';
import { ENGINES } from '../../support/testApp';
import { createStaff, startStaffApp, type StaffTestApp } from '../../support/staffApp';

/** A signed-in session with no client recorded. */
const NO_CLIENT = { clientIp: '', userAgent: '', signInStep: null };

describe.each(ENGINES)('the staff session table on %s', (engine) => {
  let test: StaffTestApp;
  let userId: number;
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    test = await startStaffApp(engine);
    await createStaff(test.app, 'editor@example.com', ['editor']);
    userId = (await test.app.db.selectFrom('staff_user').select('user_id').executeTakeFirstOrThrow()).user_id;
  });
  afterAll(() => test.close());

  it('does not bring an ended session back when a request still in flight saves it afterwards', async () => {
    const session = { idHash: 'in-flight', userId, data: '{"userId":1}', createdAt: '2026-03-02T09:00:00.000Z', ...NO_CLIENT };
    await writeSession(test.app.db, session, at('2026-03-02T09:00:00.000Z'));
    expect(await findLiveSession(test.app.db, 'in-flight')).toBeDefined();
    await endSession(test.app.db, 'in-flight', at('2026-03-02T09:01:00.000Z'));
    await writeSession(test.app.db, { ...session, data: '{"userId":1,"late":true}' }, at('2026-03-02T09:01:01.000Z'));
    expect(await findLiveSession(test.app.db, 'in-flight')).toBeUndefined();
  });

  it('removes rows begun before a time, ended or not, and keeps the others', async () => {
    await writeSession(test.app.db, { idHash: 'old', userId, data: '{}', createdAt: '2026-03-01T00:00:00.000Z', ...NO_CLIENT }, at('2026-03-01T00:00:00.000Z'));
    await writeSession(test.app.db, { idHash: 'new', userId, data: '{}', createdAt: '2026-03-02T12:00:00.000Z', ...NO_CLIENT }, at('2026-03-02T12:00:00.000Z'));
    await deleteSessionsCreatedBefore(test.app.db, at('2026-03-02T00:00:00.000Z'));
    const left = await test.app.db.selectFrom('staff_session').select('id_hash').orderBy('id_hash').execute();
    expect(left.map((row) => row.id_hash)).toEqual(['in-flight', 'new']);
  });
});
