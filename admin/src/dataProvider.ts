import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import { EXPORT_ROWS_HEADER, type AccountSession, type StaffAccount } from '../../contract/adminApi';
import { API_BASE_PATH, API_PATHS, MAX_PAGE_SIZE } from '../../contract/api';
import { isSuccess } from '../../contract/envelope';
import { CLASSIFY_TYPES, type ClassifyNode } from '../../contract/entities/classify';
import type { ContentCreate, ContentMove, ContentRecord, ContentRevisionRef, ContentSave, ContentVersion } from '../../contract/content/protocol';
import type { CalendarEntry, ScheduleTimes } from '../../contract/content/schedule';
import type { TranslatedLanguage } from '../../contract/content/translation';
import type { JobListItem } from '../../contract/entities/job';
import type { ResumeContact } from '../../contract/entities/submissions';
import type { PublishJob, PublishState } from '../../contract/publishing';
import type { MediaAsset, MediaUsage } from '../../contract/media/mediaAsset';
import { apiHeaders, apiJson, apiUpload, apiUrl, envelopeMessage, type UploadProgress } from './apiFetch';
import { contentResource } from './content/contentResources';
import { splitPendingNote } from './shared/pendingNote';

/** Filter values a form left empty are not sent: the server refuses empty fields it does not know to ignore. */
function filterParam(filter: Record<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== null && value !== '')));
}

/** The total of a simple-REST list: `Content-Range: leads 0-24/319`. */
function totalOf(headers: Headers): number {
  const total = Number(headers.get('content-range')?.split('/').pop());
  if (!Number.isFinite(total)) throw new Error('The list answered without a Content-Range total');
  return total;
}

export type ExportFormat = 'csv' | 'xlsx';
export type PersonIdentifier = { phone: string } | { email: string };

/** How far a download is: bytes so far, and the whole when the server said (Content-Length). */
/** Bytes received so far, the size when the server says it, and the number of rows an export announced. */
export interface DownloadProgressState {
  received: number;
  total: number | null;
  rows: number | null;
}
export type DownloadProgress = (progress: DownloadProgressState) => void;

/** The file name of a `Content-Disposition`, the UTF-8 form when the server gave one. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Reads a download as it arrives (fetch's ReadableStream), reporting progress, into a Blob. */
async function download(path: string, onProgress: DownloadProgress, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(apiUrl(path), { credentials: 'same-origin', headers: apiHeaders('GET') });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new HttpError(envelopeMessage(body) ?? response.statusText, response.status, body);
  }
  const announced = (header: string) => {
    const value = Number(response.headers.get(header) ?? NaN);
    return Number.isFinite(value) && value >= 0 ? value : null;
  };
  // Exports stream without a length; they announce their row count instead.
  const total = announced('content-length') || null;
  const rows = announced(EXPORT_ROWS_HEADER);
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total, rows });
  // A fetch body's chunks are plain ArrayBuffers, never shared ones.
  const reader = response.body!.getReader() as ReadableStreamDefaultReader<Uint8Array<ArrayBuffer>>;
  for (let step = await reader.read(); !step.done; step = await reader.read()) {
    parts.push(step.value);
    received += step.value.byteLength;
    onProgress({ received, total, rows });
  }
  return {
    blob: new Blob(parts, { type: response.headers.get('content-type') ?? 'application/octet-stream' }),
    fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName),
  };
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** A read of the site's open API (what the site itself shows), whose failures are its envelope's `code`, not the status. */
async function openApi<Body>(path: string, params: Record<string, string>): Promise<Body> {
  const response = await fetch(`${API_BASE_PATH}/${path}?${query(params)}`, { headers: apiHeaders('GET') });
  const body = (await response.json()) as Body & { code: number; msg: string };
  if (!isSuccess(body)) throw new HttpError(body.msg, response.status, body);
  return body;
}

/**
 * Where a resource's calls go: a content resource to its kind (`content/cases` is the articles
 * of the cases' classify type), anything else to its own name.
 */
function resourcePath(resource: string): string {
  const content = contentResource(resource);
  return content ? `/content/${content.kind}` : `/${resource}`;
}

/** The filter a list is always narrowed by: an article section's classify type. */
function fixedFilter(resource: string): Record<string, unknown> {
  const classifyType = contentResource(resource)?.classifyType;
  return classifyType === null || classifyType === undefined ? {} : { classifyType };
}

/** What a save sends: a content record's document with the revision it was made from; anything else as it is. */
function saveBody(resource: string, data: Partial<RaRecord>, create: boolean): string {
  if (!contentResource(resource)) return JSON.stringify(data);
  const upToDate = data.upToDate as TranslatedLanguage[] | undefined;
  const body: ContentCreate<unknown> | ContentSave<unknown> = create
    ? { document: data.document }
    : { revision: data.revision as number, document: data.document, ...(upToDate?.length ? { upToDate } : {}) };
  return JSON.stringify(body);
}

const itemPath = (resource: string, id: RaRecord['id']) => `${resourcePath(resource)}/${encodeURIComponent(id)}`;

/** Adds a note to a lead or resume; answers what the server answers (the note, or the record). */
async function addNote(resource: string, id: RaRecord['id'], text: string): Promise<unknown> {
  const { json } = await apiJson(`/${resource}/${encodeURIComponent(id)}/notes`, { method: 'POST', body: JSON.stringify({ text }) });
  return json;
}

/** What publishing or unpublishing one item answers: the record, and the build taking it to the site (null where none runs). */
export interface ContentPublished<Document = unknown> {
  record: ContentRecord<Document>;
  job: PublishJob | null;
}

/** A published version with its document (`GET content/<kind>/<id>/versions/<number>`). */
export interface ContentVersionDocument<Document = unknown> extends ContentVersion {
  document: Document;
}

/**
 * The back-office API as react-admin's data provider: simple-REST lists (`sort`, `range`,
 * `filter`, `Content-Range`), records by id, and the calls beyond CRUD (notes, exports,
 * personal data) as methods of their own, which views reach through `useDataProvider`.
 */
export const dataProvider = {
  async getList(resource, params) {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    const { field, order } = params.sort ?? { field: 'id', order: 'DESC' };
    const search = query({
      sort: JSON.stringify([field, order]),
      range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
      filter: filterParam({ ...params.filter, ...fixedFilter(resource) }),
    });
    const { json, headers } = await apiJson(`${resourcePath(resource)}?${search}`);
    return { data: json, total: totalOf(headers) };
  },
  async getOne(resource, params) {
    const { json } = await apiJson(itemPath(resource, params.id));
    return { data: json };
  },
  async getMany(resource, params) {
    const records = await Promise.all(params.ids.map((id) => apiJson(itemPath(resource, id))));
    return { data: records.map(({ json }) => json) };
  },
  async getManyReference() {
    throw new Error('No list of the back office is read by reference');
  },
  async create(resource, params) {
    const { json } = await apiJson(resourcePath(resource), { method: 'POST', body: saveBody(resource, params.data, true) });
    return { data: json };
  },
  /** Saves a record; a note typed on it (shared/pendingNote.ts) is added after, and the record read again with it. */
  async update(resource, params) {
    const { data, note } = splitPendingNote(params.data as Record<string, unknown>);
    const { json } = await apiJson(itemPath(resource, params.id), { method: 'PUT', body: saveBody(resource, data, false) });
    if (note === null) return { data: json };
    await addNote(resource, params.id, note);
    return { data: (await apiJson(itemPath(resource, params.id))).json };
  },
  async updateMany(resource, params) {
    await Promise.all(params.ids.map((id) => apiJson(itemPath(resource, id), { method: 'PUT', body: saveBody(resource, params.data, false) })));
    return { data: params.ids };
  },
  async delete(resource, params) {
    const { json } = await apiJson(itemPath(resource, params.id), { method: 'DELETE' });
    return { data: json };
  },
  async deleteMany(resource, params) {
    await Promise.all(params.ids.map((id) => apiJson(itemPath(resource, id), { method: 'DELETE' })));
    return { data: params.ids };
  },

  /** Adds a note to a lead or resume; answers what the server answers (the note, or the record). */
  /** The list under `filter` as a CSV or Excel file, with progress as it downloads. */
  exportList(resource: string, format: ExportFormat, filter: Record<string, unknown>, onProgress: DownloadProgress) {
    return download(`/${resource}/export.${format}?${query({ filter: filterParam(filter) })}`, onProgress, `${resource}.${format}`);
  },
  /** The contact the server reads from a resume's stored file. */
  async resumeContact(id: RaRecord['id']): Promise<ResumeContact> {
    return (await apiJson(`/resumes/${encodeURIComponent(id)}/contact`)).json;
  },
  async publishState(): Promise<PublishState> {
    return (await apiJson('/publish')).json;
  },
  async publish(): Promise<PublishJob> {
    return (await apiJson('/publish', { method: 'POST' })).json;
  },
  /** Puts an item's draft live; a revision older than the item's is refused (409 with the current record). */
  async publishContent(resource: string, id: RaRecord['id'], revision: number): Promise<ContentPublished> {
    const body: ContentRevisionRef = { revision };
    return (await apiJson(`${itemPath(resource, id)}/publish`, { method: 'POST', body: JSON.stringify(body) })).json;
  },
  /** Takes an item off the site, keeping it (and its draft) in the back office. */
  async unpublishContent(resource: string, id: RaRecord['id'], revision: number): Promise<ContentPublished> {
    const body: ContentRevisionRef = { revision };
    return (await apiJson(`${itemPath(resource, id)}/unpublish`, { method: 'POST', body: JSON.stringify(body) })).json;
  },
  /** Publishes every item of every kind that has a draft, in one build. */
  /** How many items, of every kind, have a draft not published yet. */
  async pendingContentCount(): Promise<number> {
    return ((await apiJson('/content/pending')).json as { count: number }).count;
  },
  async publishPendingContent(): Promise<{ published: unknown[]; job: PublishJob | null }> {
    return (await apiJson('/content/publish-pending', { method: 'POST' })).json;
  },
  /**
   * Moves an item, as loaded at `revision`, to a position (1 for the first) of its whole list, on
   * any page (as drafts: the new order reaches the site when they are published).
   */
  async moveContent(resource: string, id: RaRecord['id'], move: ContentMove): Promise<ContentRecord<unknown>> {
    return (await apiJson(`${itemPath(resource, id)}/position`, { method: 'PUT', body: JSON.stringify(move) })).json;
  },
  /** An item's published versions, newest first. */
  async contentVersions(resource: string, id: RaRecord['id']): Promise<ContentVersion[]> {
    const search = query({ sort: JSON.stringify(['number', 'DESC']), range: JSON.stringify([0, MAX_PAGE_SIZE - 1]) });
    return (await apiJson(`${itemPath(resource, id)}/versions?${search}`)).json;
  },
  async contentVersion(resource: string, id: RaRecord['id'], version: number): Promise<ContentVersionDocument> {
    return (await apiJson(`${itemPath(resource, id)}/versions/${version}`)).json;
  },
  /** Makes a version's document the item's draft again. */
  async restoreContentVersion(resource: string, id: RaRecord['id'], version: number, revision: number): Promise<ContentRecord<unknown>> {
    const body: ContentRevisionRef = { revision };
    return (await apiJson(`${itemPath(resource, id)}/versions/${version}/restore`, { method: 'POST', body: JSON.stringify(body) })).json;
  },
  /** Sets when an item goes live and leaves the site by itself (instants, or null to clear); answers the item. */
  async scheduleContent(resource: string, id: RaRecord['id'], times: ScheduleTimes): Promise<ContentRecord<unknown>> {
    return (await apiJson(`${itemPath(resource, id)}/schedule`, { method: 'PUT', body: JSON.stringify(times) })).json;
  },
  /** What is scheduled from `from` to `to` (instants), of the kinds the user edits. */
  async scheduledChanges(from: string, to: string): Promise<CalendarEntry[]> {
    return (await apiJson(`/schedule?${query({ from, to })}`)).json;
  },
  async findPersonalData(who: PersonIdentifier): Promise<Record<'leads' | 'downloadRequests' | 'resumes', unknown[]>> {
    return (await apiJson(`/personal-data?${query(who)}`)).json;
  },
  /** A small JSON file: no progress to show. */
  exportPersonalData(who: PersonIdentifier) {
    return download(`/personal-data/export?${query(who)}`, () => {}, 'personal-data.json');
  },
  async deletePersonalData(who: PersonIdentifier): Promise<Record<'leads' | 'downloadRequests' | 'resumes', number>> {
    return (await apiJson(`/personal-data?${query(who)}`, { method: 'DELETE' })).json;
  },
  /** Adds a file to the media library, reporting how much of it has been sent. */
  async uploadMedia(file: File, onProgress: UploadProgress): Promise<MediaAsset> {
    const form = new FormData();
    form.append('file', file, file.name);
    return (await apiUpload('/media', form, onProgress)) as MediaAsset;
  },
  /** Where a media file is used (what keeps it from being deleted). */
  async mediaUsages(id: RaRecord['id']): Promise<MediaUsage[]> {
    return (await apiJson(`/media/${encodeURIComponent(id)}/usages`)).json;
  },
  /** A new invitation link for a user still invited, mailed in `language`; the old link stops working. */
  async inviteStaffAgain(id: RaRecord['id'], language: string): Promise<StaffAccount> {
    return (await apiJson(`/staff-accounts/${encodeURIComponent(id)}/invitation`, { method: 'POST', body: JSON.stringify({ language }) })).json;
  },
  /** Disables a staff user (their sessions end at once), or enables them again. */
  async setStaffEnabled(id: RaRecord['id'], enabled: boolean): Promise<StaffAccount> {
    return (await apiJson(`/staff-accounts/${encodeURIComponent(id)}/${enabled ? 'enable' : 'disable'}`, { method: 'POST' })).json;
  },
  /** The signed-in user's live sessions. */
  async accountSessions(): Promise<AccountSession[]> {
    return (await apiJson('/account/sessions')).json;
  },
  /** Ends one of the signed-in user's sessions; `current` when it was this one (the user is signed out). */
  async endAccountSession(id: string): Promise<{ current: boolean }> {
    return (await apiJson(`/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' })).json;
  },
  /** The open job postings (the site's own list), for the resumes' filter; a bigger list is cut at the API's page size. */
  async jobPostings(): Promise<Array<{ id: number; title: string }>> {
    const body = await openApi<{ rows?: JobListItem[] }>(API_PATHS.jobList, { pageNum: '1', pageSize: String(MAX_PAGE_SIZE) });
    return (body.rows ?? []).map((job) => ({ id: job.jobId, title: job.post }));
  },
  /** The cases' categories (the site's own tree, in Chinese), flattened in tree order with their depth. */
  async caseCategories(): Promise<Array<{ outLink: string; name: string; depth: number }>> {
    const body = await openApi<{ data?: ClassifyNode[] }>(API_PATHS.classifyTree, { classifyType: String(CLASSIFY_TYPES.cases), language: 'zh' });
    const flat: Array<{ outLink: string; name: string; depth: number }> = [];
    const walk = (nodes: ClassifyNode[], depth: number) => {
      for (const node of nodes) {
        flat.push({ outLink: node.outLink, name: node.classifyName, depth });
        walk(node.children, depth + 1);
      }
    };
    walk(body.data ?? [], 0);
    return flat;
  },
} satisfies DataProvider;

export type AdminDataProvider = typeof dataProvider;

/**
 * Where a sandboxed frame shows a resume: a PDF as it is, any other format as the server's
 * sanitised HTML rendition. Addresses, not calls (react-admin wants every provider method to
 * answer a promise): the frame and the download link load them with the session's cookie.
 */
export function resumePreviewUrl(id: RaRecord['id'], format: string): string {
  const resume = `/resumes/${encodeURIComponent(id)}`;
  return apiUrl(format === 'pdf' ? `${resume}/file?disposition=inline` : `${resume}/preview`);
}

export function resumeDownloadUrl(id: RaRecord['id']): string {
  return apiUrl(`/resumes/${encodeURIComponent(id)}/file?disposition=attachment`);
}
