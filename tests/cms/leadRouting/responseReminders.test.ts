import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveCalendarDay } from '../../../cms/leadRouting/companyCalendar';
import { RESPONSE_PROMISE_DEFAULTS } from '../../../cms/leadRouting/responsePromiseSettings';
import { remindOverdueLeads } from '../../../cms/leadRouting/responseReminders';
import { addLead, staffId } from '../../support/inbox';
import { notificationSettings, PUBLIC_URL, SALES } from '../../support/notifyingApp';
import { createStaff, startStaffApp, type StaffTestApp } from '../../support/staffApp';
import { ENGINES } from '../../support/testApp';

const MANAGER = 'manager@example.com';
const promise = { ...RESPONSE_PROMISE_DEFAULTS, escalateTo: MANAGER, checkIntervalMs: 3_600_000 };

/** A Beijing wall-clock time (`2026-09-30 10:00`) as an ISO instant. */
const beijing = (time: string) => new Date(`${time.replace(' ', 'T')}:00+08:00`).toISOString();

describe.each(ENGINES)('reminders and escalations of the response-time promise on %s', (engine) => {
  let test: StaffTestApp;

  beforeEach(async () => {
    test = await startStaffApp(engine, { notifications: notificationSettings(undefined), responsePromise: promise });
    await createStaff(test.app, 'alice@example.com', ['sales']);
    await createStaff(test.app, MANAGER, ['sales']);
  });
  afterEach(() => test.close());

  /** A lead as it arrived, promised by `due`, owned by `owner` (an e-mail) or nobody. */
  async function overdueLead(due: string, owner?: string, status = 'new') {
    const id = await addLead(test.app, beijing('2026-09-29 09:00'));
    const ownerId = owner ? await staffId(test.app, owner) : null;
    await test.app.db.updateTable('potential_customer').set({ response_due_at: beijing(due), owner_user_id: ownerId, status }).where('customers_id', '=', id).execute();
    return id;
  }
  const toldOf = (id: number) =>
    test.app.db.selectFrom('notification_outbox').select(['target', 'subject']).where('kind', '=', 'lead').where('submission_id', '=', id).orderBy('notification_id').execute();
  const runAt = (time: string) => {
    test.clock.set(beijing(time));
    return test.app.leadRouting.remindNow();
  };

  it('reminds the owner once when a lead is still new at its promised time, and tells the manager once after the second period', async () => {
    const owned = await overdueLead('2026-09-30 10:00', 'alice@example.com');
    const unowned = await overdueLead('2026-09-30 10:00');
    const contacted = await overdueLead('2026-09-30 10:00', 'alice@example.com', 'contacted');
    // Due at 17:00: the second period runs over 1 October, a holiday in the company calendar.
    const late = await overdueLead('2026-09-30 17:00', 'alice@example.com');
    await saveCalendarDay(test.app.db, { id: '2026-10-01', working: false, note: 'National Day' });

    expect(await runAt('2026-09-30 09:59')).toEqual({ reminded: 0, escalated: 0 });
    expect(await runAt('2026-09-30 10:00')).toEqual({ reminded: 2, escalated: 0 });
    expect(await runAt('2026-09-30 10:30')).toEqual({ reminded: 0, escalated: 0 });
    expect(await toldOf(owned)).toEqual([{ target: 'alice@example.com', subject: `线索仍待联系 #${owned}` }]);
    expect(await toldOf(unowned)).toEqual([{ target: SALES, subject: `线索仍待联系 #${unowned}` }]);
    expect(await toldOf(contacted)).toEqual([]);

    // Two working hours after it was due.
    expect(await runAt('2026-09-30 11:59')).toEqual({ reminded: 0, escalated: 0 });
    expect(await runAt('2026-09-30 12:00')).toEqual({ reminded: 0, escalated: 2 });
    expect((await toldOf(owned)).map((row) => [row.target, row.subject])).toEqual([
      ['alice@example.com', `线索仍待联系 #${owned}`],
      [MANAGER, `线索超时未联系 #${owned}`],
    ]);

    expect(await runAt('2026-09-30 17:00')).toEqual({ reminded: 1, escalated: 0 });
    // One working hour on the 30th, none on the holiday, the second on 2 October.
    expect(await runAt('2026-10-01 17:00')).toEqual({ reminded: 0, escalated: 0 });
    expect(await runAt('2026-10-02 09:59')).toEqual({ reminded: 0, escalated: 0 });
    expect(await runAt('2026-10-02 10:00')).toEqual({ reminded: 0, escalated: 1 });
    expect((await toldOf(late)).map((row) => row.target)).toEqual(['alice@example.com', MANAGER]);
    expect(await runAt('2026-10-09 10:00')).toEqual({ reminded: 0, escalated: 0 });

    const stamps = await test.app.db.selectFrom('potential_customer').select(['reminded_at', 'escalated_at']).where('customers_id', '=', owned).executeTakeFirstOrThrow();
    expect(stamps).toEqual({ reminded_at: beijing('2026-09-30 10:00'), escalated_at: beijing('2026-09-30 12:00') });
    const body = await test.app.db.selectFrom('notification_outbox').select('body').where('target', '=', MANAGER).where('submission_id', '=', owned).executeTakeFirstOrThrow();
    expect(body.body).toContain(`${PUBLIC_URL}/admin/leads/${owned}`);
    expect(body.body).toContain('承诺联系时间: 2026-09-30 10:00:00 +08:00');
  });

  it('sends each reminder once when several instances run the watch at the same moment', async () => {
    const leads = await Promise.all(Array.from({ length: 8 }, () => overdueLead('2026-09-30 10:00', 'alice@example.com')));
    const context = { promise, timeZone: 'Asia/Shanghai', publicUrl: PUBLIC_URL, language: 'zh' as const, salesMailbox: { address: SALES, language: 'zh' as const } };
    const now = new Date(beijing('2026-09-30 12:00'));
    const runs = await Promise.all([1, 2, 3].map(() => remindOverdueLeads(test.app.db, context, now)));
    expect(runs.reduce((sum, run) => sum + run.reminded, 0)).toBe(8);
    expect(runs.reduce((sum, run) => sum + run.escalated, 0)).toBe(8);
    const rows = await test.app.db.selectFrom('notification_outbox').select(['submission_id', 'target']).where('submission_id', 'in', leads).where('kind', '=', 'lead').execute();
    expect(rows).toHaveLength(16);
    for (const id of leads) expect(rows.filter((row) => row.submission_id === id).map((row) => row.target).sort()).toEqual(['alice@example.com', MANAGER]);
  });
});
