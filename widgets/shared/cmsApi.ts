import { createOpenApiClient, DeliveryError, openApiUrl, submitHeaders, type OpenApiAnswer, type OpenApiClient, type SubmitOptions } from '../../contract/openApiClient';
import { REQUEST_TIMEOUT_MS } from '../../contract/api';

export type Envelope = OpenApiAnswer;

/** The open API client, plus the multipart upload the resume uploader needs. */
export interface CmsApi extends OpenApiClient {
  /** Multipart upload with progress (0–1); XMLHttpRequest because fetch reports no upload progress. */
  upload(path: string, form: FormData, options: SubmitOptions & { onProgress?: (fraction: number) => void }): Promise<Envelope>;
}

/** A client of the open API at `baseUrl` (the CMS origin; '' for the page's own origin). */
export function createCmsApi(baseUrl: string): CmsApi {
  return {
    ...createOpenApiClient(baseUrl),
    upload(path, form, { onProgress, ...options }) {
      return new Promise((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', openApiUrl(baseUrl, path, { language: options.language }));
        xhr.timeout = REQUEST_TIMEOUT_MS;
        for (const [name, value] of Object.entries(submitHeaders(options))) xhr.setRequestHeader(name, value);
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress?.(event.loaded / event.total);
        };
        xhr.onload = () => {
          let envelope: Envelope | null;
          try {
            envelope = JSON.parse(xhr.responseText) as Envelope;
          } catch {
            envelope = null;
          }
          if (!envelope || typeof envelope.code !== 'number' || xhr.status >= 500) {
            reject(new DeliveryError(`HTTP ${xhr.status}`, xhr.status >= 500 || xhr.status === 0, xhr.status));
          } else {
            resolve(envelope);
          }
        };
        xhr.onerror = () => reject(new DeliveryError('network error', true));
        xhr.ontimeout = () => reject(new DeliveryError('timeout', true));
        xhr.send(form);
      });
    },
  };
}
