import { CLASSIFY_TYPES } from '../../contract/entities/classify';
import type { SeedTree } from './types';

/** Success stories, grouped by the customer's industry (/succeedCase/{outLink}). */
export const caseTree: SeedTree = {
  classifyType: CLASSIFY_TYPES.cases,
  root: {
    outLink: 'AllCase',
    name: { zh: '全部案例', en: 'All cases' },
    children: [
      { outLink: 'newEnergy', name: { zh: '新能源', en: 'New energy' } },
      { outLink: 'foodBeverage', name: { zh: '食品饮料', en: 'Food and beverage' } },
      { outLink: 'medicine', name: { zh: '医药医疗', en: 'Pharmaceuticals and healthcare' } },
      { outLink: 'automotive', name: { zh: '汽车及零部件', en: 'Automotive' } },
      { outLink: 'electronics', name: { zh: '电子电器', en: 'Electronics and appliances' } },
      { outLink: 'tobacco', name: { zh: '烟草', en: 'Tobacco' } },
      { outLink: 'coldChain', name: { zh: '冷链物流', en: 'Cold chain' } },
      { outLink: 'chemical', name: { zh: '化工材料', en: 'Chemicals and materials' } },
    ],
  },
};
