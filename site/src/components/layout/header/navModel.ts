import {
  ABOUT_CHILDREN,
  ABOUT_MENU_GROUPS,
  HEADER_INDEX,
  ROUTES,
  hasContentIn,
  localizedPath,
  type SiteLanguage,
} from '../../../../../contract/siteRoutes';
import { englishCareersOn } from '../../../../../contract/entities/site';
import { cmsAsset } from '../../../runtime/cmsOrigin';
import { SOLUTIONS, SOLUTION_KEYS } from '../../content/solutions/solutions';
import { SERVICE_SECTIONS, type ServiceAnchor } from '../../../navigation/serviceSection';
import type { HeaderIndex } from '../../../state/headerIndex';
import type { LayoutData } from '../layoutData';

export type { Translate } from '../useLayoutTranslation';
import type { Translate } from '../useLayoutTranslation';

/** What choosing a link does to the client state besides navigating. */
export interface Selection {
  headerIndex: HeaderIndex;
  aboutIndex?: number;
  caseIndex?: number;
  /** Service support: navigate, then push `?anchor=N` 300 ms later. */
  serviceAnchor?: ServiceAnchor;
}

export interface NavLinkItem {
  id: string;
  label: string;
  /** A localized site path, or an absolute URL when `external`. */
  href: string;
  /** Opens in a new tab. */
  external: boolean;
  selection: Selection;
  description?: string;
  image?: string;
}

export interface NavGroup {
  id: string;
  label?: string;
  items: NavLinkItem[];
}

export type EntryId = 'home' | 'solutions' | 'products' | 'cases' | 'service' | 'investors' | 'about' | 'careers';

export interface ProductTab {
  id: 'platform' | 'software' | 'equipment';
  label: string;
  /** Cards (platforms, equipment) or grouped text links (applications). */
  display: 'cards' | 'groups';
  groups: NavGroup[];
}

interface EntryBase {
  id: EntryId;
  index: HeaderIndex;
  label: string;
}

export type NavEntry =
  | (EntryBase & { kind: 'link'; link: NavLinkItem })
  | (EntryBase & {
      kind: 'menu';
      groups: NavGroup[];
      /** Set when the mobile menu shows the entry as one link that closes it (cases). */
      mobileLink?: NavLinkItem;
    })
  | (EntryBase & { kind: 'products'; tabs: ProductTab[]; overview: NavLinkItem });

const GROUP_IDS = ['company', 'culture', 'media'] as const;

/**
 * The header's entries in display order, shared by the desktop and mobile menus.
 * Chinese-only pages (contract/siteRoutes.ts) have no entry in the English header, nor has contact us.
 */
export function buildNavEntries(data: LayoutData, language: SiteLanguage, t: Translate): NavEntry[] {
  const chinese = language === 'zh-CN';
  const local = (path: string) => localizedPath(path, language);
  const item = (
    id: string,
    label: string,
    path: string,
    selection: Selection,
    extra: Partial<NavLinkItem> = {},
  ): NavLinkItem => ({ id, label, href: local(path), external: false, selection, ...extra });
  const external = (id: string, label: string, url: string, selection: Selection, extra: Partial<NavLinkItem> = {}): NavLinkItem => ({
    id, label, href: url, external: true, selection, ...extra,
  });

  const home = item('home', t('nav.home'), ROUTES.home, { headerIndex: HEADER_INDEX.home });

  const solutionsSelection = { headerIndex: HEADER_INDEX.solutions };
  const solutions: NavEntry = {
    kind: 'menu',
    id: 'solutions',
    index: HEADER_INDEX.solutions,
    label: t('nav.solutions'),
    groups: [
      {
        id: 'solutions',
        items: SOLUTION_KEYS.map((key) =>
          item(key, t(`solutions.${key}`), SOLUTIONS[key].path, solutionsSelection, { description: t(`solutions.${key}Hint`) }),
        ),
      },
    ],
  };

  const productSelection = { headerIndex: HEADER_INDEX.products };
  const products: NavEntry = {
    kind: 'products',
    id: 'products',
    index: HEADER_INDEX.products,
    label: t('nav.products'),
    overview: item('overview', t('products.viewAll'), ROUTES.productCenter, productSelection),
    tabs: [
      {
        id: 'platform',
        label: t('products.tabs.platform'),
        display: 'cards',
        groups: [
          {
            id: 'platform',
            items: data.platforms.map((product) =>
              external(`platform-${product.productKey}`, product.title, product.url, productSelection, {
                description: product.description,
                image: product.image ? cmsAsset(product.image) : undefined,
              }),
            ),
          },
        ],
      },
      {
        id: 'software',
        label: t('products.tabs.software'),
        display: 'groups',
        groups: data.softwareGroups.map((group, index) => ({
          id: `software-${index}`,
          label: group.group || undefined,
          items: group.items.map((product) =>
            /^https?:\/\//.test(product.url)
              ? external(`software-${product.productKey}`, product.title, product.url, productSelection)
              : item(`software-${product.productKey}`, product.title, product.url, productSelection),
          ),
        })),
      },
      {
        id: 'equipment',
        label: t('products.tabs.equipment'),
        display: 'cards',
        groups: [
          {
            id: 'equipment',
            items: [
              item('agv', t('products.agv'), ROUTES.agvDetails, productSelection, {
                description: t('products.agvHint'),
                image: data.equipmentImages.agv ? cmsAsset(data.equipmentImages.agv) : undefined,
              }),
              item('stacker', t('products.stacker'), ROUTES.pilerDetails, productSelection, {
                description: t('products.stackerHint'),
                image: data.equipmentImages.stacker ? cmsAsset(data.equipmentImages.stacker) : undefined,
              }),
            ],
          },
        ],
      },
    ],
  };

  const caseItems = data.caseCategories.map((category, position) =>
    item(
      `case-${category.outLink}`,
      category.name ?? t('cases.all'),
      `${ROUTES.succeedCase}/${category.outLink}`,
      { headerIndex: HEADER_INDEX.cases, caseIndex: position - 1 },
    ),
  );
  const cases: NavEntry = {
    kind: 'menu',
    id: 'cases',
    index: HEADER_INDEX.cases,
    label: t('nav.cases'),
    groups: [{ id: 'cases', items: caseItems }],
    mobileLink: caseItems[0] ?? item('case-all', t('cases.all'), ROUTES.succeedCase, { headerIndex: HEADER_INDEX.cases, caseIndex: -1 }),
  };

  const service: NavEntry = {
    kind: 'menu',
    id: 'service',
    index: HEADER_INDEX.service,
    label: t('nav.service'),
    groups: [
      {
        id: 'service',
        items: SERVICE_SECTIONS.map((section, position) => {
          const anchor = (position + 1) as ServiceAnchor;
          return item(`service-${section}`, t(`service.${section}`), `${ROUTES.serviceSupport}?anchor=${anchor}`, {
            headerIndex: HEADER_INDEX.service,
            serviceAnchor: anchor,
          });
        }),
      },
    ],
  };

  const investorSelection = { headerIndex: HEADER_INDEX.investors };
  const settings = data.settings;
  const investors: NavEntry = {
    kind: 'menu',
    id: 'investors',
    index: HEADER_INDEX.investors,
    label: t('nav.investors'),
    groups: [
      {
        id: 'investors',
        items: [
          item('investor-news', t('investors.news'), ROUTES.investorNews, investorSelection),
          item('stockmarket', t('investors.stockmarket'), ROUTES.stockmarket, investorSelection),
          ...(settings?.announcementSearchUrl
            ? [external('announcements', t('investors.announcements'), settings.announcementSearchUrl, investorSelection)]
            : []),
          ...(settings?.investorInteractionUrl
            ? [external('interaction', t('investors.interaction'), settings.investorInteractionUrl, investorSelection)]
            : []),
          item('secretaries', t('investors.secretaries'), ROUTES.secretaries, investorSelection),
        ],
      },
    ],
  };

  const about: NavEntry = {
    kind: 'menu',
    id: 'about',
    index: HEADER_INDEX.about,
    label: t('nav.about'),
    groups: ABOUT_MENU_GROUPS.map((children, groupIndex) => ({
      id: `about-${GROUP_IDS[groupIndex] ?? groupIndex}`,
      label: t(`about.groups.${GROUP_IDS[groupIndex] ?? 'company'}`),
      items: children
        .filter((child) => chinese || child !== 'contactUs')
        .map((child) =>
          item(`about-${child}`, t(`about.${child}`), `${ROUTES.aboutUs}/${child}`, {
            headerIndex: HEADER_INDEX.about,
            aboutIndex: ABOUT_CHILDREN.indexOf(child),
          }),
        ),
    })),
  };

  const careers = item('careers', t('nav.careers'), ROUTES.joinUs, { headerIndex: HEADER_INDEX.careers });
  const careersShown = hasContentIn(ROUTES.joinUs, language, englishCareersOn(settings));

  const entries: NavEntry[] = [
    { kind: 'link', id: 'home', index: HEADER_INDEX.home, label: home.label, link: home },
    solutions,
    products,
    cases,
    service,
    ...(hasContentIn(ROUTES.investorNews, language, false) ? [investors] : []),
    about,
    ...(careersShown ? [{ kind: 'link' as const, id: 'careers' as const, index: HEADER_INDEX.careers, label: careers.label, link: careers }] : []),
  ];
  return entries;
}
