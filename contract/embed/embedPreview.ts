/**
 * Under the back-office API: the page the embed snippets page frames to preview a snippet,
 * `?widget=<name>&lang=<zh-CN|en-US>&<option>=<value>…` (`jobId=12`). Not `language`: that
 * parameter chooses the language of the CMS's refusals.
 */
export const EMBED_PREVIEW_PATH = '/embed-preview';
