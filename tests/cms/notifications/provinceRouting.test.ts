import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServiceLocationDocument } from '../../../contract/content/documents/serviceLocation';
import type { ServiceLocation } from '../../../contract/entities/serviceLocation';
import { createStaff, signIn, startStaffApp, type StaffTestApp } from '../../support/staffApp';
import { content, createPublished, openApi } from '../../support/contentApi';
import { ENGINES } from '../../support/testApp';
import { addressOf, startMailServer, type MailServer } from '../../support/mailServer';
import { notificationSettings, SALES, submitLead } from '../../support/notifyingApp';

/** A location serving two provinces, as an editor publishes it. */
const southChina: ServiceLocationDocument = {
  locationType: 'branch',
  phone: '020-0000-0000',
  sort: 0,
  provinces: ['广东省', '广西壮族自治区'],
  mailbox: 'south@example.com',
  mailboxLanguage: 'zh',
  texts: {
    zh: { name: '华南办事处', province: '两广地区', address: '广州市天河区' },
    en: { name: 'South China office', province: 'Guangdong and Guangxi', address: 'Tianhe, Guangzhou' },
  },
};

describe.each(ENGINES)('lead routing by the provinces a location serves on %s', (engine) => {
  let mail: MailServer;
  let test: StaffTestApp;

  beforeEach(async () => {
    mail = await startMailServer();
    test = await startStaffApp(engine, { notifications: notificationSettings(mail.url) });
    await createStaff(test.app, 'editor@example.com', ['editor']);
  });
  afterEach(async () => {
    await test.close();
    await mail.close();
  });

  it('mails a lead from any province of the location to its mailbox, and one from a province it no longer serves to sales', async () => {
    const editor = await signIn(test.app, 'editor@example.com');
    const location = await createPublished(test.app, editor, 'service-locations', southChina);
    expect(location.document.provinces).toEqual(['广东省', '广西壮族自治区']);
    // The site's answer keeps its shape: one `province` text per language.
    const shown = (await openApi(test.app, 'localtion/list?language=en')).body.data as ServiceLocation[];
    expect(shown).toEqual([{ locationId: location.id, locationName: 'South China office', locationType: 'branch', province: 'Guangdong and Guangxi', address: 'Tianhe, Guangzhou', phone: '020-0000-0000' }]);

    const regions = ['广东省/深圳市/南山区', '广西壮族自治区/南宁市/青秀区', '浙江省/杭州市/西湖区'];
    for (const region of regions) await submitLead(test.app, { customersAddress: region });
    const routed = (await mail.messages(3)).map((message) => [regions.find((region) => String(message.text).includes(region)), addressOf(message)]);
    expect(new Map(routed as Array<[string, string]>)).toEqual(new Map([
      [regions[0], 'south@example.com'],
      [regions[1], 'south@example.com'],
      [regions[2], SALES],
    ]));

    const saved = await content<{ revision: number }>(test.app, editor, 'PUT', `service-locations/${location.id}`, {
      revision: location.revision,
      document: { ...southChina, provinces: ['广东省'] },
    });
    expect((await content(test.app, editor, 'POST', `service-locations/${location.id}/publish`, { revision: saved.body.revision })).status).toBe(200);
    await submitLead(test.app, { customersAddress: '广西壮族自治区/南宁市/青秀区' });
    expect(addressOf((await mail.messages(4))[3]!)).toBe(SALES);
  });
});
