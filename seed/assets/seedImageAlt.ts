import type { Bilingual, SeedImage } from '../content/types';

/**
 * The alternative text of each seed drawing, by what it shows (drawSeedImage.ts): a picture of
 * the media library needs one in both languages to be shown as content, and a seed picture is an
 * illustration of its subject, whichever item shows it.
 */
export const SEED_IMAGE_ALT: Record<SeedImage['subject'], Bilingual> = {
  stacker: { zh: '插图：堆垛机在立体库货架间的巷道中存取托盘', en: 'Illustration: a stacker crane storing pallets in the aisle between high racks' },
  agv: { zh: '插图：搬运托盘的自动导引车（AGV）', en: 'Illustration: an automated guided vehicle (AGV) carrying a pallet' },
  warehouse: { zh: '插图：仓库内的高层货架与巷道中的穿梭车', en: 'Illustration: high racks in a warehouse hall with a shuttle in the aisle' },
  factory: { zh: '插图：锯齿形屋顶的工厂厂房', en: 'Illustration: a factory hall with a sawtooth roof' },
  park: { zh: '插图：物流园区的库房、道路与绿化', en: 'Illustration: a logistics park with warehouses, roads and trees' },
  conveyor: { zh: '插图：输送线上运送的货箱', en: 'Illustration: cartons moving along a conveyor line' },
  software: { zh: '插图：仓储管理软件的操作界面', en: 'Illustration: the screen of a warehouse management software' },
  cloud: { zh: '插图：云平台与所连接的设备', en: 'Illustration: a cloud platform linked to the devices it manages' },
  people: { zh: '插图：会议室里围坐在桌旁的团队', en: 'Illustration: a team around a table in a meeting room' },
  award: { zh: '插图：奖杯', en: 'Illustration: a trophy' },
  certificate: { zh: '插图：盖有印章的证书', en: 'Illustration: a certificate with a seal' },
  patent: { zh: '插图：专利证书与齿轮的技术图纸', en: 'Illustration: a patent with a technical drawing of a gear' },
  report: { zh: '插图：带有柱状图的报告', en: 'Illustration: a report with a bar chart' },
  brochure: { zh: '插图：三折页产品手册', en: 'Illustration: a three-panel product brochure' },
  video: { zh: '视频封面：播放器画面中的仓库', en: 'Video cover: a warehouse on a player screen' },
  qr: { zh: '二维码', en: 'QR code' },
  building: { zh: '插图：公司办公楼', en: 'Illustration: the company office building' },
};

/** The settings' pictures say what their code leads to. */
export const SETTING_PICTURE_ALT: Record<'wechatQrCode' | 'serviceQrCode', Bilingual> = {
  wechatQrCode: { zh: '微信公众号二维码', en: 'QR code of the WeChat official account' },
  serviceQrCode: { zh: '客服微信二维码', en: 'QR code of the customer service on WeChat' },
};
