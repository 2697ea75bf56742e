import type { ContentKindDefinition } from '../contentKind';
import { articlesKind } from './articles';
import { categoriesKind } from './categories';
import { tagsKind } from './tags';

/** The kinds the back office edits; each gets the content calls under `content/<kind>`. */
export const CONTENT_KIND_DEFINITIONS: ReadonlyArray<ContentKindDefinition<unknown>> = [categoriesKind, articlesKind, tagsKind];
