import type { SeedTag } from './types';

/** Filters of the case pages: sub-industry, province, application scenario and partner. */
export const caseTags: SeedTag[] = [
  // Sub-industries
  { key: 'lithiumBattery', group: 'subIndustry', name: { zh: '锂电池', en: 'Lithium batteries' } },
  { key: 'photovoltaic', group: 'subIndustry', name: { zh: '光伏', en: 'Photovoltaics' } },
  { key: 'energyStorage', group: 'subIndustry', name: { zh: '储能', en: 'Energy storage' } },
  { key: 'dairy', group: 'subIndustry', name: { zh: '乳制品', en: 'Dairy' } },
  { key: 'beverage', group: 'subIndustry', name: { zh: '饮料', en: 'Beverages' } },
  { key: 'brewing', group: 'subIndustry', name: { zh: '酒类酿造', en: 'Brewing and distilling' } },
  { key: 'condiment', group: 'subIndustry', name: { zh: '调味品', en: 'Condiments' } },
  { key: 'pharmaceutical', group: 'subIndustry', name: { zh: '制药', en: 'Pharmaceuticals' } },
  { key: 'medicalDevice', group: 'subIndustry', name: { zh: '医疗器械', en: 'Medical devices' } },
  { key: 'autoParts', group: 'subIndustry', name: { zh: '汽车零部件', en: 'Auto parts' } },
  { key: 'vehicleAssembly', group: 'subIndustry', name: { zh: '整车制造', en: 'Vehicle assembly' } },
  { key: 'consumerElectronics', group: 'subIndustry', name: { zh: '消费电子', en: 'Consumer electronics' } },
  { key: 'homeAppliance', group: 'subIndustry', name: { zh: '家用电器', en: 'Home appliances' } },
  { key: 'cigarette', group: 'subIndustry', name: { zh: '卷烟制造', en: 'Cigarette manufacturing' } },
  { key: 'tobaccoLeaf', group: 'subIndustry', name: { zh: '烟叶复烤', en: 'Leaf tobacco processing' } },
  { key: 'frozenFood', group: 'subIndustry', name: { zh: '速冻食品', en: 'Frozen food' } },
  { key: 'freshProduce', group: 'subIndustry', name: { zh: '生鲜农产品', en: 'Fresh produce' } },
  { key: 'fineChemical', group: 'subIndustry', name: { zh: '精细化工', en: 'Fine chemicals' } },
  { key: 'tire', group: 'subIndustry', name: { zh: '轮胎橡胶', en: 'Tires and rubber' } },

  // Provinces (English names in pinyin)
  { key: 'jiangsu', group: 'province', name: { zh: '江苏', en: 'Jiangsu' } },
  { key: 'zhejiang', group: 'province', name: { zh: '浙江', en: 'Zhejiang' } },
  { key: 'shandong', group: 'province', name: { zh: '山东', en: 'Shandong' } },
  { key: 'guangdong', group: 'province', name: { zh: '广东', en: 'Guangdong' } },
  { key: 'anhui', group: 'province', name: { zh: '安徽', en: 'Anhui' } },
  { key: 'henan', group: 'province', name: { zh: '河南', en: 'Henan' } },
  { key: 'hubei', group: 'province', name: { zh: '湖北', en: 'Hubei' } },
  { key: 'hunan', group: 'province', name: { zh: '湖南', en: 'Hunan' } },
  { key: 'sichuan', group: 'province', name: { zh: '四川', en: 'Sichuan' } },
  { key: 'fujian', group: 'province', name: { zh: '福建', en: 'Fujian' } },
  { key: 'hebei', group: 'province', name: { zh: '河北', en: 'Hebei' } },
  { key: 'yunnan', group: 'province', name: { zh: '云南', en: 'Yunnan' } },
  { key: 'shaanxi', group: 'province', name: { zh: '陕西', en: 'Shaanxi' } },
  { key: 'jiangxi', group: 'province', name: { zh: '江西', en: 'Jiangxi' } },
  { key: 'liaoning', group: 'province', name: { zh: '辽宁', en: 'Liaoning' } },
  { key: 'guangxi', group: 'province', name: { zh: '广西', en: 'Guangxi' } },

  // Application scenarios
  { key: 'rawMaterial', group: 'scenario', name: { zh: '原材料库', en: 'Raw material warehouse' } },
  { key: 'finishedGoods', group: 'scenario', name: { zh: '成品库', en: 'Finished goods warehouse' } },
  { key: 'lineFeeding', group: 'scenario', name: { zh: '产线配送', en: 'Production line feeding' } },
  { key: 'wipBuffer', group: 'scenario', name: { zh: '半成品缓存', en: 'Work-in-process buffer' } },
  { key: 'coldStorage', group: 'scenario', name: { zh: '冷库', en: 'Cold storage' } },
  { key: 'crossDocking', group: 'scenario', name: { zh: '分拨越库', en: 'Distribution and cross-docking' } },
  { key: 'spareParts', group: 'scenario', name: { zh: '备品备件库', en: 'Spare parts store' } },
  { key: 'packagingMaterial', group: 'scenario', name: { zh: '包材辅料库', en: 'Packaging material store' } },

  // Partners (invented integrators and contractors)
  { key: 'chengwanAutomation', group: 'partner', name: { zh: '澄湾自动化工程', en: 'Chengwan Automation Engineering' } },
  { key: 'tuolanIntegration', group: 'partner', name: { zh: '拓岚系统集成', en: 'Tuolan Systems Integration' } },
  { key: 'hengzeColdChain', group: 'partner', name: { zh: '衡泽冷链工程', en: 'Hengze Cold Chain Engineering' } },
  { key: 'qizhouDigital', group: 'partner', name: { zh: '启舟数字科技', en: 'Qizhou Digital Technology' } },
  { key: 'yuanjiaSteel', group: 'partner', name: { zh: '远嘉钢构', en: 'Yuanjia Steel Structures' } },
];
