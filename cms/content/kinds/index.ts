import type { ContentKindDefinition } from '../contentKind';
import { customerReviewsKind } from './customerReviews';
import { friendlyLinksKind } from './friendlyLinks';
import { jobCategoriesKind, workPlacesKind } from './jobFacets';
import { jobsKind } from './jobs';
import { productsKind } from './products';
import { serviceLocationsKind } from './serviceLocations';
import { settingsKind } from './settings';
import { videosKind } from './videos';

/** Every kind of content the back office edits, each with its own document type. */
export const CONTENT_KIND_DEFINITIONS: ReadonlyArray<ContentKindDefinition<unknown>> = [
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
