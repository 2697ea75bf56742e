import type { ContentKindDefinition } from '../contentKind';
import { articlesKind } from './articles';
import { categoriesKind } from './categories';
import { customerReviewsKind } from './customerReviews';
import { friendlyLinksKind } from './friendlyLinks';
import { jobCategoriesKind, workPlacesKind } from './jobFacets';
import { jobsKind } from './jobs';
import { productsKind } from './products';
import { serviceLocationsKind } from './serviceLocations';
import { settingsKind } from './settings';
import { tagsKind } from './tags';
import { videosKind } from './videos';

/** The kinds the back office edits; each gets the content calls under `content/<kind>`. */
export const CONTENT_KIND_DEFINITIONS: ReadonlyArray<ContentKindDefinition<unknown>> = [
  categoriesKind,
  articlesKind,
  tagsKind,
  jobsKind,
  jobCategoriesKind,
  workPlacesKind,
  productsKind,
  videosKind,
  friendlyLinksKind,
  serviceLocationsKind,
  customerReviewsKind,
  settingsKind,
];
