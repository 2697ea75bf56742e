import type { FastifyInstance } from 'fastify';
import type { ContentKindDefinition } from '../contentKind';
import { articlesKind } from '../articles/articleKind';
import { categoriesKind } from '../categories/categoryKind';
import { customerReviewsKind } from '../customerReviews/customerReviewKind';
import { friendlyLinksKind } from '../friendlyLinks/friendlyLinkKind';
import { jobCategoriesKind, workPlacesKind } from '../jobs/jobFacetKind';
import { jobsKind } from '../jobs/jobKind';
import { productsKind } from '../products/productKind';
import { serviceLocationsKind } from '../serviceLocations/serviceLocationKind';
import { settingsKind } from '../siteSettings/siteSettingKind';
import { tagsKind } from '../tags/tagKind';
import { videosKind } from '../videos/videoKind';

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

/** Tells every instance to read again what it holds of the kinds named whose live rows changed (`announceLiveChange`). */
export async function announceLiveChanges(app: FastifyInstance, kinds: ReadonlySet<string>): Promise<void> {
  for (const definition of CONTENT_KIND_DEFINITIONS) if (kinds.has(definition.kind)) await definition.announceLiveChange?.(app);
}
