import type { ApiLanguage } from '../language';
import type { ContentSchedule } from './schedule';
import type { SourceChanges, TranslatedLanguage } from './translation';

/**
 * How the back office edits content (`/cms/admin/api/content/<kind>`), the same for every kind:
 *
 * - The live tables hold what the site shows. An item's working copy is its *draft*; saving
 *   writes only the draft, so nothing an editor types reaches the site before Publish.
 * - Creating an item writes its live rows unpublished (the site does not show them) and its draft.
 * - Publishing an item applies its draft to the live rows, marks it published, keeps the document
 *   as a version (who, when) and asks the publishing pipeline for a build. Restoring a version
 *   makes that version's document the draft again; it goes live when published. What the seed or
 *   an import writes is kept as a version too, so an item's state before its first edit is in its
 *   history.
 * - Every save, publish, unpublish and restore raises the item's `revision`; a change sends the
 *   revision it was made from, and one made from an older revision is refused (409 with the
 *   current record), so two editors never silently overwrite each other.
 * - A language an item is not written in is `null` in its document. An item without English is
 *   hidden on the English site (never shown with Chinese text in its place); the editor's list
 *   and form mark it.
 */

/** The part of every list row and record that tells the item's state. */
export interface ContentStatus {
  id: number;
  /** Raised by every save, publish, unpublish and restore: the conflict check compares it. */
  revision: number;
  /** Whether the site shows the item (its last published version). */
  published: boolean;
  /** Whether the item has changes not yet published. */
  hasDraft: boolean;
  /** Languages the item's working copy has no text in. */
  missingLanguages: ApiLanguage[];
  /**
   * Translated languages the item has text in but whose source (Chinese) text changed since they
   * were last saved (`contract/content/translation.ts`); empty for a kind written in one language.
   */
  outOfDateLanguages: TranslatedLanguage[];
  /** Who saved the draft and when (ISO 8601); null without a draft. */
  draftBy: string | null;
  draftAt: string | null;
  /** When the item is to go live and to leave the site by itself (contract/content/schedule.ts). */
  schedule: ContentSchedule;
}

/** A row of a kind's list (`GET content/<kind>`, simple-REST `sort`, `range`, `filter`, `Content-Range`). */
export interface ContentListRow extends ContentStatus {
  /** The item's name in each language it has (the draft's when there is one). */
  title: Record<ApiLanguage, string | null>;
  /** The name in its live rows, what the site shows while the item is published (`title` without a draft). */
  liveTitle: Record<ApiLanguage, string | null>;
  /** Position among its siblings; lists sort by it unless told otherwise. */
  sort: number;
}

/** `GET content/<kind>/<id>`: the working copy (the draft, else what is live). */
export interface ContentRecord<Document> extends ContentStatus {
  document: Document;
  /** For each out-of-date language, the source text's word diff since its last translation. */
  sourceChanges: Partial<Record<TranslatedLanguage, SourceChanges>>;
}

/**
 * `PUT content/<kind>/<id>`: a save of the draft, made from `revision`; `upToDate` names the
 * translated languages the translator confirms as up to date though their text is unchanged.
 */
export interface ContentSave<Document> {
  revision: number;
  document: Document;
  upToDate?: TranslatedLanguage[];
}

/** `POST content/<kind>`: a new item, created unpublished. */
export interface ContentCreate<Document> {
  document: Document;
}

/**
 * `POST content/<kind>/<id>/publish` and `.../unpublish` send `{ revision }` and answer the
 * record with the publish job that carries the change to the site (`PublishJob` of
 * `contract/publishing.ts`). `POST content/publish-pending` publishes every item with a draft.
 */
export interface ContentRevisionRef {
  revision: number;
}

/** `PUT content/<kind>/order`: the kind's items (or one parent's) in their new order; saved as drafts. */
export interface ContentOrder {
  ids: number[];
}

/**
 * `PUT content/<kind>/<id>/position`: moves the item, as it was at `revision`, to `position` (1 for
 * the first) of the kind's whole list in position order, whatever page shows it; the items whose
 * position changes are saved as drafts. Answers the moved item's record; 409 on a stale revision.
 */
export interface ContentMove {
  revision: number;
  position: number;
}

/**
 * How a content version came to be: an editor `published` it; the seed (`seeded`) or an import
 * (`imported`) wrote the live rows; or it is the item as it was when its versions began to be
 * kept (`original`: content already in the database when the CMS started keeping originals).
 * The state of every item before its first edit is thus its version 1, and can be restored.
 */
export const CONTENT_VERSION_ORIGINS = ['published', 'seeded', 'imported', 'original'] as const;
export type ContentVersionOrigin = (typeof CONTENT_VERSION_ORIGINS)[number];

/**
 * A content version (`GET content/<kind>/<id>/versions`); its document is `GET .../versions/<number>`.
 * The newest is what the live rows hold. `publishedBy` (the account's e-mail) is empty unless an
 * editor published it, and `publisherName` is that staff user's display name (null when there is
 * none, or the account is gone); `publishedAt` is when it was kept.
 */
export interface ContentVersion {
  number: number;
  origin: ContentVersionOrigin;
  publishedBy: string;
  publisherName: string | null;
  publishedAt: string;
}

/** `POST content/<kind>/<id>/versions/<number>/restore` sends `{ revision }` and answers the record. */

/** The 409 answer's `data`: the record as it is now, so the editor can compare and redo the change. */
export interface ContentConflict<Document> {
  current: ContentRecord<Document>;
}

/** A language's text, or null where the item is not written in that language. */
export type Translated<Text> = Record<ApiLanguage, Text | null>;
