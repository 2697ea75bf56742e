import { REQUEST_TIMEOUT_MS } from '../../../../../contract/api';
import type { DownloadGrant } from '../../../../../contract/entities/submissions';
import { cmsAsset } from '../../../runtime/cmsOrigin';

/**
 * Starts the file download. The `download` attribute only works for same-origin URLs: when the
 * CMS is on another origin (a CDN build), the file is fetched (the CMS allows the site's origin)
 * and saved from an object URL, so the visitor never leaves the page. Answers false when the file
 * could not be fetched; the status then offers a plain link.
 */
export async function startDownload(grant: DownloadGrant): Promise<boolean> {
  const url = cmsAsset(grant.downloadUrl);
  let href = url;
  let objectUrl: string | null = null;
  if (new URL(url, window.location.href).origin !== window.location.origin) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      if (!response.ok) return false;
      objectUrl = URL.createObjectURL(await response.blob());
      href = objectUrl;
    } catch {
      return false;
    }
  }
  const link = document.createElement('a');
  link.href = href;
  link.download = grant.fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  if (objectUrl) {
    const revoke = objectUrl;
    window.setTimeout(() => URL.revokeObjectURL(revoke), 60_000);
  }
  return true;
}
