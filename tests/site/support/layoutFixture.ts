import { ENGLISH_CAREERS_ON } from '../../../contract/entities/site';
import type { LayoutQueryResult } from '../../../site/src/components/layout/layoutData';

/**
 * The layout's content as its slices query it (layoutContent.ts), shaped like the seed content.
 * It holds both languages: selectLayoutData must ignore the other language's nodes.
 */
const settings = (language: 'zh-CN' | 'en-US') => ({
  language,
  companyName: language === 'zh-CN' ? '云栈智能物流科技股份有限公司' : 'Yunzhan Intralogistics Technology Co., Ltd.',
  companyShortName: language === 'zh-CN' ? '云栈智能' : 'Yunzhan',
  stockCode: '300532',
  phoneZh: '400-000-0000',
  phoneEn: '+86-10-0000-0000',
  marketingEmail: 'marketing@yunzhan.example',
  address: language === 'zh-CN' ? '北京市海淀区云栈路18号' : 'Building 1, 18 Yunzhan Road, Haidian District, Beijing',
  filingRecordNumber: '京ICP备00000000号-1',
  filingRecordUrl: 'https://beian.miit.gov.cn/',
  wechatQrCode: '/cms/static/images/setting-wechatQrCode.svg',
  serviceQrCode: '/cms/static/images/setting-serviceQrCode.svg',
  announcementSearchUrl: 'https://disclosure.example/announcements?stockCode=300532',
  investorInteractionUrl: 'https://ir-interaction.example/company/300532',
  openingHours: language === 'en-US' ? 'Weekdays 09:00–18:00' : '工作日 09:00–18:00',
  englishCareers: '',
});

const category = (language: string, classifyId: number, classifyName: string, outLink: string, parentId: number | null, sort: number) => ({
  language, classifyId, classifyName, outLink, parentId, sort,
});

const product = (
  language: string,
  productId: number,
  productType: string,
  productKey: string,
  productGroup: string,
  title: string,
  url: string,
  sort: number,
) => ({
  language, productId, productType, productKey, productGroup, title, url, sort,
  description: `${title} description`,
  image: `/cms/static/images/product-${productType}-${productKey}.svg`,
});

export const layoutFixture: LayoutQueryResult = {
  layoutSite: { buildTime: '2024' },
  layoutSettings: { nodes: [settings('en-US'), settings('zh-CN')] },
  layoutCaseCategories: {
    nodes: [
      // Children out of order: the menu sorts them.
      category('zh-CN', 12, '食品饮料', 'foodBeverage', 10, 1),
      category('zh-CN', 10, '全部案例', 'AllCase', null, 0),
      category('zh-CN', 11, '新能源', 'newEnergy', 10, 0),
      category('zh-CN', 13, '烟草', 'tobacco', 10, 2),
      category('en-US', 20, 'All cases', 'AllCase', null, 0),
      category('en-US', 21, 'New energy', 'newEnergy', 20, 0),
      category('en-US', 22, 'Food and beverage', 'foodBeverage', 20, 1),
    ],
  },
  layoutProducts: {
    nodes: [
      product('zh-CN', 2, 'platform', 'itPlatform', '', 'IT服务平台', 'https://cloud.yunzhan.example/it/', 1),
      product('zh-CN', 1, 'platform', 'appPlatform', '', '应用平台', 'https://cloud.yunzhan.example/apps/', 0),
      product('zh-CN', 3, 'software', 'industrialInternet', '平台产品', '工业互联网平台', '/productCenter#industrialInternet', 2),
      product('zh-CN', 4, 'software', 'wms', '仓储物流软件', '仓储管理系统（WMS）', '/productCenter#wms', 3),
      product('zh-CN', 5, 'software', 'wcs', '仓储物流软件', '仓储控制系统（WCS）', '/productCenter#wcs', 4),
      product('zh-CN', 6, 'agv', 'forklift', '', '叉车式AGV', '/AGVDetails?type=forklift', 5),
      product('zh-CN', 7, 'stacker', 'light', '', '轻型堆垛机', '/pilerDetails?series=light', 6),
      product('en-US', 1, 'platform', 'appPlatform', '', 'Application platform', 'https://cloud.yunzhan.example/apps/', 0),
      product('en-US', 4, 'software', 'wms', 'Warehouse & logistics software', 'Warehouse management system (WMS)', '/productCenter#wms', 3),
      product('en-US', 6, 'agv', 'forklift', '', 'Forklift AGV', '/AGVDetails?type=forklift', 5),
    ],
  },
  layoutFriendlyLinks: {
    nodes: [
      { language: 'zh-CN', blogrollId: 2, blogrollName: '东方工业互联网创新联盟', blogrollLink: 'https://www.eastern-iiot-alliance.example.org/' },
      { language: 'zh-CN', blogrollId: 1, blogrollName: '华夏智能仓储产业协会', blogrollLink: 'https://www.huaxia-warehousing.example.org/' },
      { language: 'en-US', blogrollId: 6, blogrollName: 'Asia-Pacific Intralogistics Forum', blogrollLink: 'https://www.apac-intralogistics.example.org/' },
    ],
  },
};

/** The layout's content with English careers turned on (the `englishCareers` setting). */
export const withEnglishCareers = (fixture: LayoutQueryResult): LayoutQueryResult => ({
  ...fixture,
  layoutSettings: { nodes: (fixture.layoutSettings?.nodes ?? []).map((node) => ({ ...node, englishCareers: ENGLISH_CAREERS_ON })) },
});
