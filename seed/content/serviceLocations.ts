import type { SeedServiceLocation } from './types';

/**
 * Offices and service points (`localtion/list`). Streets, buildings and phone numbers are
 * invented; every phone number is a placeholder made of zeros.
 */
export const serviceLocations: SeedServiceLocation[] = [
  {
    type: 'headquarters',
    phone: '010-0000-0000',
    name: { zh: '云栈智能总部', en: 'Yunzhan headquarters' },
    province: { zh: '北京市', en: 'Beijing' },
    address: {
      zh: '北京市海淀区云栈路18号云栈科技园1号楼',
      en: 'Building 1, Yunzhan Technology Park, 18 Yunzhan Road, Haidian District, Beijing',
    },
  },
  {
    type: 'branch',
    phone: '0573-0000-0000',
    name: { zh: '嘉兴智能制造基地', en: 'Jiaxing manufacturing base' },
    province: { zh: '浙江省', en: 'Zhejiang' },
    mailbox: 'zhejiang-sales@example.com',
    address: {
      zh: '浙江省嘉兴市南湖区云栈智造路1号',
      en: '1 Yunzhan Zhizao Road, Nanhu District, Jiaxing, Zhejiang',
    },
  },
  {
    type: 'branch',
    phone: '021-0000-0000',
    name: { zh: '华东分公司（上海）', en: 'East China branch (Shanghai)' },
    province: { zh: '上海市', en: 'Shanghai' },
    address: {
      zh: '上海市闵行区虹栈路88号智汇大厦12层',
      en: '12F, Zhihui Tower, 88 Hongzhan Road, Minhang District, Shanghai',
    },
  },
  {
    type: 'branch',
    phone: '020-0000-0000',
    name: { zh: '华南分公司（广州）', en: 'South China branch (Guangzhou)' },
    province: { zh: '广东省', en: 'Guangdong' },
    mailbox: 'guangdong-sales@example.com',
    address: {
      zh: '广东省广州市黄埔区科栈大道168号创新中心B座9层',
      en: '9F, Block B, Innovation Centre, 168 Kezhan Avenue, Huangpu District, Guangzhou, Guangdong',
    },
  },
  {
    type: 'branch',
    phone: '028-0000-0000',
    name: { zh: '西南分公司（成都）', en: 'Southwest China branch (Chengdu)' },
    province: { zh: '四川省', en: 'Sichuan' },
    address: {
      zh: '四川省成都市高新区天栈路66号软件园C区5栋',
      en: 'Building 5, Zone C, Software Park, 66 Tianzhan Road, High-tech Zone, Chengdu, Sichuan',
    },
  },
  {
    type: 'branch',
    phone: '027-0000-0000',
    name: { zh: '华中分公司（武汉）', en: 'Central China branch (Wuhan)' },
    province: { zh: '湖北省', en: 'Hubei' },
    address: {
      zh: '湖北省武汉市东湖新技术开发区光栈路99号',
      en: '99 Guangzhan Road, East Lake High-tech Zone, Wuhan, Hubei',
    },
  },
  {
    type: 'branch',
    phone: '024-0000-0000',
    name: { zh: '东北分公司（沈阳）', en: 'Northeast China branch (Shenyang)' },
    province: { zh: '辽宁省', en: 'Liaoning' },
    address: {
      zh: '辽宁省沈阳市浑南区智栈街28号',
      en: '28 Zhizhan Street, Hunnan District, Shenyang, Liaoning',
    },
  },
  {
    type: 'branch',
    phone: '029-0000-0000',
    name: { zh: '西北分公司（西安）', en: 'Northwest China branch (Xi’an)' },
    province: { zh: '陕西省', en: 'Shaanxi' },
    address: {
      zh: '陕西省西安市高新区云汉栈路36号',
      en: '36 Yunhanzhan Road, High-tech Zone, Xi’an, Shaanxi',
    },
  },
  {
    type: 'branch',
    phone: '+66 2 000 0000',
    name: { zh: '东南亚服务中心（曼谷）', en: 'Southeast Asia service centre (Bangkok)' },
    province: { zh: '泰国', en: 'Thailand' },
    address: {
      zh: '泰国曼谷邦纳区云栈商务中心8层',
      en: '8F, Yunzhan Business Centre, Bang Na District, Bangkok, Thailand',
    },
  },
  {
    type: 'service',
    phone: '+84 28 0000 0000',
    name: { zh: '越南服务站（胡志明市）', en: 'Vietnam service point (Ho Chi Minh City)' },
    province: { zh: '越南', en: 'Vietnam' },
    address: {
      zh: '越南胡志明市第七郡云栈工业服务楼3层',
      en: '3F, Yunzhan Industrial Service Building, District 7, Ho Chi Minh City, Vietnam',
    },
  },
  {
    type: 'service',
    phone: '022-0000-0000',
    name: { zh: '天津服务站', en: 'Tianjin service point' },
    province: { zh: '天津市', en: 'Tianjin' },
    address: {
      zh: '天津市滨海新区港栈路15号',
      en: '15 Gangzhan Road, Binhai New Area, Tianjin',
    },
  },
  {
    type: 'service',
    phone: '0531-0000-0000',
    name: { zh: '济南服务站', en: 'Jinan service point' },
    province: { zh: '山东省', en: 'Shandong' },
    address: {
      zh: '山东省济南市历城区泉栈路20号',
      en: '20 Quanzhan Road, Licheng District, Jinan, Shandong',
    },
  },
  {
    type: 'service',
    phone: '025-0000-0000',
    name: { zh: '南京服务站', en: 'Nanjing service point' },
    province: { zh: '江苏省', en: 'Jiangsu' },
    mailbox: 'jiangsu-sales@example.com',
    address: {
      zh: '江苏省南京市江宁区宁栈路52号',
      en: '52 Ningzhan Road, Jiangning District, Nanjing, Jiangsu',
    },
  },
  {
    type: 'service',
    phone: '0371-0000-0000',
    name: { zh: '郑州服务站', en: 'Zhengzhou service point' },
    province: { zh: '河南省', en: 'Henan' },
    address: {
      zh: '河南省郑州市经济技术开发区中栈路7号',
      en: '7 Zhongzhan Road, Economic and Technological Development Zone, Zhengzhou, Henan',
    },
  },
  {
    type: 'service',
    phone: '0731-0000-0000',
    name: { zh: '长沙服务站', en: 'Changsha service point' },
    province: { zh: '湖南省', en: 'Hunan' },
    address: {
      zh: '湖南省长沙市雨花区湘栈路31号',
      en: '31 Xiangzhan Road, Yuhua District, Changsha, Hunan',
    },
  },
  {
    type: 'service',
    phone: '0871-0000-0000',
    name: { zh: '昆明服务站', en: 'Kunming service point' },
    province: { zh: '云南省', en: 'Yunnan' },
    address: {
      zh: '云南省昆明市官渡区滇栈路12号',
      en: '12 Dianzhan Road, Guandu District, Kunming, Yunnan',
    },
  },
  {
    type: 'service',
    phone: '0991-0000-0000',
    name: { zh: '乌鲁木齐服务站', en: 'Urumqi service point' },
    province: { zh: '新疆维吾尔自治区', en: 'Xinjiang' },
    address: {
      zh: '新疆维吾尔自治区乌鲁木齐市新市区天山栈路9号',
      en: '9 Tianshanzhan Road, Xinshi District, Urumqi, Xinjiang',
    },
  },
];
