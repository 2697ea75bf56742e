import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validLead } from '../../support/leadFixture';
import { ENGINES } from '../../support/testApp';
import { startStaffApp, type StaffTestApp } from '../../support/staffApp';
import { addressOf, startMailServer, type MailServer } from '../../support/mailServer';
import { notificationSettings, PUBLIC_URL, SALES, submitLead } from '../../support/notifyingApp';
import { insertServiceLocation } from '../../support/serviceLocationRow';

describe.each(ENGINES)('lead notifications on %s', (engine) => {
  let mail: MailServer;
  let test: StaffTestApp;

  beforeEach(async () => {
    mail = await startMailServer();
    test = await startStaffApp(engine, { notifications: notificationSettings(mail.url) });
  });
  afterEach(async () => {
    await test.close();
    await mail.close();
  });

  it('mails a lead to sales once, in Chinese, with its fields, a back-office link and the outbox id as Message-ID', async () => {
    const id = await submitLead(test.app);

    const [message] = await mail.messages(1);
    expect(message!.to).toMatchObject({ value: [{ address: SALES }] });
    expect(message!.from).toMatchObject({ value: [{ address: 'website@example.com' }] });
    expect(message!.subject).toBe(`新的咨询线索 #${id} · ${validLead.companyName}`);
    expect(message!.text).toContain(`联系人: ${validLead.customersName}`);
    expect(message!.text).toContain(`电话: ${validLead.customersPhone}`);
    expect(message!.text).toContain(`需求: ${validLead.demand}`);
    expect(message!.text).toContain(`${PUBLIC_URL}/admin/leads/${id}`);
    const row = await test.app.db.selectFrom('notification_outbox').selectAll().executeTakeFirstOrThrow();
    expect(message!.messageId).toBe(`<outbox-${row.notification_id}@www.example.com>`);

    // A second lead's mail arriving second shows the first was not sent again in between.
    const second = await submitLead(test.app, { companyName: '第二家公司' });
    const messages = await mail.messages(2);
    expect(messages[1]!.subject).toBe(`新的咨询线索 #${second} · 第二家公司`);
    expect(mail.received).toHaveLength(2);
  });

  it('mails a lead to the service location of its province when that location has a mailbox', async () => {
    await insertServiceLocation(test.app.db, { name: '广州办事处', province: '广东省', city: '广州市', phone: '020-0000-0000', mailbox: 'gd@example.com' });

    await submitLead(test.app, { customersAddress: '广东省/深圳市/南山区' });
    await submitLead(test.app, { customersAddress: '浙江省/杭州市/西湖区' });

    const messages = await mail.messages(2);
    expect(messages.map(addressOf).sort()).toEqual(['gd@example.com', SALES]);
  });
});
