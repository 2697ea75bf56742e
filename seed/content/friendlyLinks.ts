import type { SeedFriendlyLink } from './types';

/** Footer friendly links (`blogroll/list?language`). All names and addresses are invented. */
export const friendlyLinks: SeedFriendlyLink[] = [
  { language: 'zh', name: '华夏智能仓储产业协会', link: 'https://www.huaxia-warehousing.example.org/' },
  { language: 'zh', name: '东方工业互联网创新联盟', link: 'https://www.eastern-iiot-alliance.example.org/' },
  { language: 'zh', name: '全国移动机器人应用促进会', link: 'https://www.mobile-robot-promotion.example.org/' },
  { language: 'zh', name: '长江智能制造服务平台', link: 'https://www.changjiang-smart-mfg.example.org/' },
  { language: 'zh', name: '冷链物流技术交流网', link: 'https://www.coldchain-tech.example.org/' },
  { language: 'en', name: 'Asia-Pacific Intralogistics Forum', link: 'https://www.apac-intralogistics.example.org/' },
  { language: 'en', name: 'Global AGV Users Network', link: 'https://www.agv-users.example.org/' },
  { language: 'en', name: 'Smart Manufacturing Standards Exchange', link: 'https://www.smart-mfg-standards.example.org/' },
  { language: 'en', name: 'Warehouse Automation Review', link: 'https://www.warehouse-automation-review.example/' },
  { language: 'en', name: 'Cold Chain Technology Council', link: 'https://www.coldchain-council.example.org/' },
];
