import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type * as v from 'valibot';
import type { ApiLanguage } from '../../contract/language';
import type { ContentKind } from '../../contract/content/kinds';
import type { Translated } from '../../contract/content/protocol';
import type { Database } from '../db/schema';
import type { StaffRole } from '../staff/roles';

/** What the back office's list of a kind asks for (simple-REST `range`, `sort`, `filter`). */
export interface ContentListQuery {
  offset: number;
  limit: number;
  sortField: string;
  descending: boolean;
  filter: Record<string, unknown>;
}

/** A live item as a kind lists it; the content routes add its draft state. */
export interface LiveListRow {
  id: number;
  title: Record<ApiLanguage, string | null>;
  sort: number;
  published: boolean;
}

/** What is live for one item: its document, and whether the site shows it. */
export interface LiveItem<Document> {
  document: Document;
  published: boolean;
}

/**
 * One kind of content the back office edits. The kind knows its live tables (it reads and
 * writes them, through repositories); drafts, versions, revisions, the conflict check, roles,
 * publishing and the audit are the content routes' and the same for every kind.
 */
export interface ContentKindDefinition<Document> {
  kind: ContentKind;
  /** Who may edit it besides admins. */
  roles: readonly StaffRole[];
  /**
   * A saved document as the client may send it; its output is what is stored, so it trims,
   * bounds and sanitises (rich text through `sanitizeContentHtml`) here, on every write.
   */
  schema: v.GenericSchema<unknown, Document>;
  /** Languages the document has no text in (for the missing-translation marks). */
  missingLanguages(document: Document): ApiLanguage[];
  /**
   * The document's text in each language, whose source (Chinese) changes make the translations out
   * of date (cms/content/translations); absent on a kind whose items are written in one language.
   */
  translatedTexts?(document: Document): Translated<unknown>;
  /** The names the list shows, from a document (a draft's, when there is one). */
  titles(document: Document): Record<ApiLanguage, string | null>;
  /** The live items, in the order asked; filter keys the kind does not know are refused by its schema. */
  list(db: Kysely<Database>, query: ContentListQuery): Promise<{ rows: LiveListRow[]; total: number }>;
  /** What is live for one item, whether published or not; null when there is no such item. */
  load(db: Kysely<Database>, id: number): Promise<LiveItem<Document> | null>;
  /**
   * Refuses (CmsError, with the field) a document the live tables could not take as it stands:
   * a reference to nothing, a duplicate key. Runs on create, on each save and on publish, with
   * the item's id (null on create), so an editor learns it when saving rather than publishing.
   */
  check(db: Kysely<Database>, document: Document, id: number | null): Promise<void>;
  /** Inserts the item's live rows, unpublished; answers its id. */
  create(db: Kysely<Database>, document: Document): Promise<number>;
  /** Writes a document into the item's live rows (publishing). */
  apply(db: Kysely<Database>, id: number, document: Document): Promise<void>;
  setPublished(db: Kysely<Database>, id: number, published: boolean): Promise<void>;
  /** Its items are always live (the settings): they may be scheduled to publish, never to unpublish. */
  alwaysLive?: true;
  /** Deletes the item's live rows; refuses (CmsError 409 with where) when other content uses it. */
  remove(db: Kysely<Database>, id: number): Promise<void>;
  /**
   * The site paths (without language prefix) of the item's own pages that its document makes
   * (a case category's `/succeedCase/<outLink>`), in a fixed order: when publishing changes one,
   * the old path redirects to the new (cms/redirects/movedPages.ts). Kinds whose pages' addresses
   * cannot change (an id's) have none.
   */
  pageAddresses?(document: Document): string[];
  /**
   * For a kind instances hold in memory (rather than read per request): tells every instance to
   * read it again, once an item's live rows changed (published or unpublished) and committed.
   */
  announceLiveChange?(app: FastifyInstance): Promise<void>;
}
