import type { SeedCustomerReview } from './types';

/** Customer reviews (`internal/customerReviews?language`). All people and companies are invented. */
export const customerReviews: SeedCustomerReview[] = [
  {
    quote: {
      zh: '老化库上线后，电芯静置与转运不再占用人手，异常电芯可在几分钟内定位隔离，二期产能按计划爬坡。',
      en: 'Since the aging warehouse went live, resting and moving cells no longer takes people, a faulty cell is located and isolated within minutes, and phase two ramped up on schedule.',
    },
    personName: { zh: '周明远', en: 'Zhou Mingyuan' },
    personRole: { zh: '制造中心副总经理', en: 'Deputy General Manager, Manufacturing' },
    company: { zh: '北辰新能源', en: 'Beichen New Energy' },
    industry: { zh: '新能源', en: 'New energy' },
    caseTitle: 'High-temperature cell aging AS/RS for Beichen New Energy',
  },
  {
    quote: {
      zh: '先进先出终于由系统保证，临期报损明显下降，旺季装车排队从一个多小时缩短到二十分钟以内。',
      en: 'First-in, first-out is finally enforced by the system: near-expiry write-offs fell sharply and peak-season truck queues went from over an hour to under twenty minutes.',
    },
    personName: { zh: '刘静', en: 'Liu Jing' },
    personRole: { zh: '物流部部长', en: 'Head of Logistics' },
    company: { zh: '华东某乳制品集团', en: 'A dairy group in East China' },
    industry: { zh: '食品饮料', en: 'Food and beverage' },
    caseTitle: 'Ambient milk finished goods AS/RS for a leading dairy producer in East China',
  },
  {
    quote: {
      zh: '每一批原辅料的去向都能在系统中一键追溯，海外审计时我们第一次没有为物料记录加班。',
      en: 'Every batch of raw material can be traced in one click; during the last overseas audit we did not have to work late over material records for the first time.',
    },
    personName: { zh: '陈思琪', en: 'Chen Siqi' },
    personRole: { zh: '质量保证总监', en: 'Director of Quality Assurance' },
    company: { zh: '浙江某制剂企业', en: 'A drug manufacturer in Zhejiang' },
    industry: { zh: '医药', en: 'Pharmaceuticals' },
    caseTitle: 'GMP raw material AS/RS for a drug manufacturer in Zhejiang',
  },
  {
    quote: {
      zh: '售后团队响应很快，夜间故障远程十五分钟内就能介入，年度巡检也从不需要我们催。',
      en: 'The service team responds fast: a night-time fault gets remote help within fifteen minutes, and we never have to chase the annual inspection.',
    },
    personName: { zh: '王海涛', en: 'Wang Haitao' },
    personRole: { zh: '设备经理', en: 'Equipment Manager' },
    company: { zh: '西南某汽车零部件企业', en: 'An automotive parts maker in Southwest China' },
    industry: { zh: '汽车', en: 'Automotive' },
  },
];
