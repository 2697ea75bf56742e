import { API_BASE_PATH } from '../../contract/api';

/** A resume call's multipart body, as the careers form sends it. */
export interface ResumeUpload {
  fields?: Record<string, string>;
  file?: { name: string; bytes: Uint8Array; type?: string };
  headers?: Record<string, string>;
}

export interface ResumeAnswer {
  status: number;
  body: { code: number; msg: string; data?: Record<string, unknown>; field?: string };
}

/** Posts a real multipart upload to `job/resume/<call>` of the CMS listening at `origin`. */
export async function sendResume(origin: string, call: 'add' | 'parse', upload: ResumeUpload, query = ''): Promise<ResumeAnswer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields ?? {})) form.append(name, value);
  if (upload.file) {
    form.append('file', new Blob([new Uint8Array(upload.file.bytes)], { type: upload.file.type ?? 'application/octet-stream' }), upload.file.name);
  }
  const response = await fetch(`${origin}${API_BASE_PATH}/job/resume/${call}${query}`, { method: 'POST', body: form, headers: upload.headers });
  return { status: response.status, body: (await response.json()) as ResumeAnswer['body'] };
}
