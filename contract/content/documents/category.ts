import type { ClassifyType } from '../../entities/classify';
import type { Translated } from '../protocol';

/** A category of listed content (cases, journalism, certification, investor, downloads). */
export interface CategoryDocument {
  classifyType: ClassifyType;
  /** Null: a top-level category (under the type's root). */
  parentId: number | null;
  /** The category page's route segment (`/succeedCase/<outLink>`): letters, digits and `-`, unique within its type. */
  outLink: string;
  sort: number;
  names: Translated<string>;
}
