import { privacyNotice } from './privacyNotice';
import type { Bilingual, SeedSiteSettings } from './types';

const companyName: Bilingual = {
  zh: '云栈智能物流科技股份有限公司',
  en: 'Yunzhan Intralogistics Technology Co., Ltd.',
};
const marketingEmail = 'marketing@yunzhan.example';
const phone = '400-000-0000';
const address: Bilingual = {
  zh: '北京市海淀区云栈路18号云栈科技园1号楼',
  en: 'Building 1, Yunzhan Technology Park, 18 Yunzhan Road, Haidian District, Beijing 100000, China',
};

/**
 * Company facts shown by the site and the widgets. Every phone number, address and mailbox is a
 * placeholder: phones are made of zeros, mail goes to the reserved `yunzhan.example` domain, and
 * the ICP filing number is a dummy in the official format.
 */
export const siteSettings: SeedSiteSettings = {
  companyName,
  companyShortName: { zh: '云栈智能', en: 'Yunzhan' },
  stockCode: { zh: '300532', en: '300532' },
  phoneZh: { zh: phone, en: phone },
  phoneEn: { zh: '+86-10-0000-0000', en: '+86-10-0000-0000' },
  serviceHotline: { zh: '400-000-0001', en: '400-000-0001' },
  marketingEmail: { zh: marketingEmail, en: marketingEmail },
  address,
  postalCode: { zh: '100000', en: '100000' },
  filingRecordNumber: { zh: '京ICP备00000000号-1', en: '京ICP备00000000号-1' },
  filingRecordUrl: { zh: 'https://beian.miit.gov.cn/', en: 'https://beian.miit.gov.cn/' },
  openingHours: { zh: '工作日 09:00–18:00', en: 'Weekdays 09:00–18:00' },
  wechatQrCode: { subject: 'qr', hue: 140 },
  serviceQrCode: { subject: 'qr', hue: 205 },
  announcementSearchUrl: {
    zh: 'https://disclosure.example/announcements?stockCode=300532',
    en: 'https://disclosure.example/announcements?stockCode=300532',
  },
  investorInteractionUrl: {
    zh: 'https://ir-interaction.example/company/300532',
    en: 'https://ir-interaction.example/company/300532',
  },
  secretaryName: { zh: '林思远', en: 'Lin Siyuan' },
  secretaryPhone: { zh: '010-0000-0002', en: '+86-10-0000-0002' },
  secretaryFax: { zh: '010-0000-0003', en: '+86-10-0000-0003' },
  secretaryEmail: { zh: 'ir@yunzhan.example', en: 'ir@yunzhan.example' },
  secretaryAddress: {
    zh: '北京市海淀区云栈路18号云栈科技园1号楼 董事会办公室',
    en: 'Board Office, Building 1, Yunzhan Technology Park, 18 Yunzhan Road, Haidian District, Beijing 100000, China',
  },
  privacyNotice: privacyNotice({ company: companyName, email: marketingEmail, phone, address }),
  privacyNoticeVersion: { zh: '2026-11-01', en: '2026-11-01' },
  // Careers in Chinese only, as SPEC §1 and §4 describe the site; 'on' would show them in English too.
  englishCareers: { zh: '', en: '' },
};
