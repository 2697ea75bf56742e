import type { TagGroup } from '../../entities/tag';
import type { Translated } from '../protocol';

/** A tag articles carry, in one of the case page's filter groups. */
export interface TagDocument {
  group: TagGroup;
  sort: number;
  names: Translated<string>;
}
