/** Every call lives under this base path of the CMS origin. */
export const API_BASE_PATH = '/cms/open/api';

/** Clients give up on a call after 25 seconds. */
export const REQUEST_TIMEOUT_MS = 25_000;

/** Case lists page by 8 from page 1; other lists default to 10, a size of our choosing. */
export const CASE_PAGE_SIZE = 8;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * Calls the site's build makes and visitors' code never does, relative to {@link API_BASE_PATH};
 * kept apart from {@link API_PATHS} so the embed bundle, which ships that whole object, does not
 * carry them.
 */
export const INTERNAL_API_PATHS = {
  /**
   * GET, the query of `article/list` → `rows: ArticleExportItem[], total`: the same page with each
   * article's body, so the build reads every article a page at a time instead of calling
   * `articleDetails` once per article and language.
   */
  articleExport: 'internal/articleExport',
  /**
   * GET `?classifyId&language` → `data: ArticleIndexEntry[]`: every article the list of
   * `classifyId` holds, in its order, with its title and update time and no body: from it a build
   * that kept the articles of its last run fetches only those changed since and drops those gone.
   */
  articleIndex: 'internal/articleIndex',
  /**
   * GET → `data: ContentChanges`: per table of what the site shows, the time of its last write,
   * from which the build dates the pages that show no single article.
   */
  contentChanges: 'internal/contentChanges',
  /**
   * GET `?language` → `data: CustomerReview[]`: the reviews the build renders into pages; no
   * widget shows them, so visitors' code has no call for them.
   */
  customerReviews: 'internal/customerReviews',
  /**
   * GET → `data: SitePicture[]`: the media library's pictures by the addresses content stores,
   * with their alternative texts and the files of each set, so the build renders the library's
   * alternative text and responsive images wherever content names a picture.
   */
  sitePictures: 'internal/sitePictures',
} as const;

/**
 * Calls only the site's own pages make, relative to {@link API_BASE_PATH}; kept apart from
 * {@link API_PATHS} for the same reason as {@link INTERNAL_API_PATHS}: no widget makes them.
 */
export const SITE_PAGE_API_PATHS = {
  /** GET `?language` → `data: AnalyticsSettings`: the tools site pages load once interactive. */
  siteAnalytics: 'site/analytics',
  /**
   * GET `?language` → `data: StockQuoteAnswer`: the delayed quote of the company's share, its last
   * close and a year of daily closes, which the stock market page asks for at run time.
   */
  stockQuote: 'site/stockQuote',
  /**
   * GET `?url&language` → `data: WechatShareConfig`: the JS-SDK signature of the page at `url`,
   * which a page opened in WeChat's browser asks for; 404 without an official account.
   */
  wechatShare: 'site/wechatShare',
} as const;

/**
 * The calls, by path relative to {@link API_BASE_PATH}. Calls whose format was never published
 * are designed like the published ones: the same envelope, `pageNum`/`pageSize` paging, and a
 * `language` parameter wherever content is bilingual.
 */
export const API_PATHS = {
  /** GET `?classifyType&language` → `data: [root]`, the root's `children` are the categories. */
  classifyTree: 'classify/treeData',
  /** GET `?classifyId&pageNum&pageSize&language&tagIds` → `rows, total`; a parent id lists its children's articles. */
  articleList: 'article/list',
  /** GET `articleDetails/{id}?language` → `data: ArticleDetails`. */
  articleDetails: (articleId: number) => `articleDetails/${articleId}`,
  /** GET `?pageNum&pageSize&language` → `rows, total` of videos. */
  mediaList: 'media/list',
  /** GET `mediaDetails/{id}?language` → `data: MediaItem`. */
  mediaDetails: (mediaId: number) => `mediaDetails/${mediaId}`,
  /** GET `?tagGroup&language` → `data: Tag[]`, the case page's filter values. */
  tagList: 'tag/list',
  /** POST JSON `LeadSubmission` → `data: LeadReceipt`. */
  leadAdd: 'potentialCustomers/add',
  /** GET → `data: JobCategory[]`. */
  jobCategories: 'job/getJobCategory',
  /** GET → `data: WorkPlace[]`. */
  workPlaces: 'job/getWorkPlace',
  /** GET `?jobCategoryId&workPlaceId&pageNum&pageSize` → `rows, total`. */
  jobList: 'job/list',
  /** GET `job/{id}` → `data: JobDetails`. */
  jobDetails: (jobId: number) => `job/${jobId}`,
  /** POST multipart: fields of `ResumeSubmission` and one `file` → `data: ResumeReceipt`. */
  resumeAdd: 'job/resume/add',
  /** POST multipart: one `file` → `data: ResumeContact` (never stores the file). */
  resumeParse: 'job/resume/parse',
  /** GET `?language` → `data: FriendlyLink[]`. */
  friendlyLinks: 'blogroll/list',
  /** POST JSON `DownloadRequestSubmission` → `data: DownloadGrant`. */
  downloadRequestAdd: 'customersDownload/add',
  /** GET `?language` → `data: ServiceLocation[]`. The old spelling, kept for existing clients. */
  serviceLocations: 'localtion/list',
  /** The same call, spelled right. */
  serviceLocationsAlias: 'location/list',
  /** GET `?productType&language` → `data: Product[]`. */
  productList: 'product/list',
  /** GET `?language` → `data: SiteSettings`. */
  siteSettings: 'site/settings',
} as const;
