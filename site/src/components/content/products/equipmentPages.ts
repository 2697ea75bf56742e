import { ROUTES } from '../../../../../contract/siteRoutes';

/**
 * The two equipment pages, by the product type each shows in full: its path, the key of its copy
 * in the `pages` and `titles` namespaces, and the query parameter naming one product's section.
 */
export const EQUIPMENT_PAGES = {
  agv: { path: ROUTES.agvDetails, copyKey: 'agvDetails', param: 'type' },
  stacker: { path: ROUTES.pilerDetails, copyKey: 'pilerDetails', param: 'series' },
} as const;

export type EquipmentType = keyof typeof EQUIPMENT_PAGES;

/** The address of one equipment product's section on its page: `/AGVDetails?type=key`. */
export function equipmentPath(productType: EquipmentType, productKey: string): string {
  const page = EQUIPMENT_PAGES[productType];
  return `${page.path}?${page.param}=${productKey}`;
}
