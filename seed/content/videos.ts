import { SEED_FILMS } from '../assets/films';
import type { SeedVideo } from './types';

/**
 * Company video centre (/aboutUs/videoDetails). Each seeded video plays a film of its own from
 * `seed/assets/films.ts`, whose length is the duration the page lists.
 */
export const videos: SeedVideo[] = [
  {
    title: { zh: '云栈智能企业宣传片', en: 'Yunzhan corporate film' },
    description: {
      zh: '从2000年创立至今，云栈智能专注厂内物流与智能制造，服务30多个行业。影片介绍公司的发展历程、研发与制造能力以及遍布全国的服务网络。',
      en: 'Since 2000 Yunzhan has focused on intralogistics and smart manufacturing for more than 30 industries. The film presents our history, our research and manufacturing, and our nationwide service network.',
    },
    film: SEED_FILMS.corporate,
    publishTime: '2026-03-01',
    cover: { subject: 'video', hue: 212 },
  },
  {
    title: { zh: '多类型AGV混场调度演示', en: 'Mixed AGV fleet demonstration' },
    description: {
      zh: '叉车式、小型顶升、背负式和复合协作AGV在同一区域内由统一调度系统协同作业，小型顶升AGV最高速度2 m/s，复合协作AGV最高速度1.7 m/s。',
      en: 'Forklift, mini lifting, piggyback and collaborative AGVs share one floor under a single scheduler; the mini lifting AGV reaches 2 m/s and the collaborative AGV 1.7 m/s.',
    },
    film: SEED_FILMS.agvFleet,
    publishTime: '2026-01-18',
    cover: { subject: 'agv', hue: 28 },
  },
  {
    title: { zh: '高位立体库中的堆垛机', en: 'Stacker cranes in a high-bay warehouse' },
    description: {
      zh: '在一座32米高的托盘立体库中，中型堆垛机以200 m/min的行走速度完成出入库作业，定位精度±5 mm。',
      en: 'In a 32 m pallet warehouse, medium-duty stacker cranes travel at 200 m/min and store and retrieve pallets with ±5 mm positioning accuracy.',
    },
    film: SEED_FILMS.stackerCranes,
    publishTime: '2025-11-20',
    cover: { subject: 'stacker', hue: 205 },
  },
  {
    title: { zh: '走进智慧工厂', en: 'Inside a smart factory' },
    description: {
      zh: '跟随物料从立体库出发，经AGV配送至线边，再到MES指导下的装配与检测，了解数字孪生如何让整个工厂一目了然。',
      en: 'Follow the material from the automated warehouse by AGV to the line, through MES-guided assembly and testing, and see how the digital twin makes the whole plant visible.',
    },
    film: SEED_FILMS.smartFactory,
    publishTime: '2025-09-09',
    cover: { subject: 'factory', hue: 265 },
  },
  {
    title: { zh: '嘉兴智能制造基地', en: 'The Jiaxing manufacturing base' },
    description: {
      zh: '基地二期投产后，堆垛机年产能达到900台，AGV年产能达到3,500台。影片展示钢结构加工、总装与出厂测试的全过程。',
      en: 'With phase II in production, the base builds up to 900 stacker cranes and 3,500 AGVs a year. The film follows steel fabrication, assembly and factory acceptance tests.',
    },
    film: SEED_FILMS.manufacturingBase,
    publishTime: '2025-06-06',
    cover: { subject: 'warehouse', hue: 190 },
  },
];
