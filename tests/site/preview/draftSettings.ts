import { NO_ANALYTICS } from '../../../contract/entities/analytics';
import type { SettingsDocument } from '../../../contract/content/documents/settings';

/** A settings working copy whose every value says it is a draft, for the previews that show the settings. */
export const draftSettings: SettingsDocument = {
  shared: {
    stockCode: '688000',
    phoneZh: '400-111-2222',
    phoneEn: '+86-21-3333-4444',
    serviceHotline: '400-555-6666',
    marketingEmail: 'draft-marketing@yunzhan.example',
    postalCode: '200000',
    filingRecordNumber: '沪ICP备99999999号-9',
    filingRecordUrl: 'https://beian.miit.gov.cn/',
    wechatQrCode: '/cms/static/images/draft-wechat.svg',
    serviceQrCode: '/cms/static/images/draft-service.svg',
    announcementSearchUrl: 'https://announcements.example.com/',
    investorInteractionUrl: 'https://interaction.example.com/',
    secretaryEmail: 'secretary@yunzhan.example',
    privacyNoticeVersion: '2026-11-20',
    englishCareers: '',
  },
  texts: {
    zh: {
      companyName: '草稿云栈股份有限公司',
      companyShortName: '草稿云栈',
      address: '上海市浦东新区草稿路 1 号',
      openingHours: '9:00–18:00',
      secretaryName: '王草稿',
      secretaryPhone: '021-0000-0000',
      secretaryFax: '021-0000-0001',
      secretaryAddress: '上海市浦东新区草稿路 1 号',
      privacyNotice: '草稿隐私声明',
    },
    en: {
      companyName: 'Draft Yunzhan Co., Ltd.',
      companyShortName: 'Draft Yunzhan',
      address: '1 Draft Road, Pudong, Shanghai',
      openingHours: '9:00–18:00',
      secretaryName: 'Draft Wang',
      secretaryPhone: '+86-21-0000-0000',
      secretaryFax: '+86-21-0000-0001',
      secretaryAddress: '1 Draft Road, Pudong, Shanghai',
      privacyNotice: 'Draft privacy notice',
    },
  },
  analytics: NO_ANALYTICS,
};
