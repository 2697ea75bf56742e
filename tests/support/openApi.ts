// Calls a visitor's browser makes to the open API, for tests that need a submission or a brochure to work on.
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '../../contract/api';
import type { ClassifyNode } from '../../contract/entities/classify';

export interface Applicant {
  name: string;
  phone: string;
  email: string;
}

/** A real resume upload through the open API, as a visitor's browser sends it (consent given); answers the new id. */
export async function uploadResume(
  origin: string,
  applicant: Applicant,
  bytes: Uint8Array,
  fileName = 'cv.pdf',
  jobId?: number,
): Promise<number> {
  const form = new FormData();
  form.append('name', applicant.name);
  form.append('phone', applicant.phone);
  form.append('email', applicant.email);
  form.append('privacyConsent', 'true');
  if (jobId !== undefined) form.append('jobId', String(jobId));
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const response = await fetch(`${origin}${API_BASE_PATH}/job/resume/add`, { method: 'POST', body: form });
  const body = (await response.json()) as { data: { resumeId: number } };
  if (response.status !== 200) throw new Error(`upload answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data.resumeId;
}

/** The id of a brochure of the demo content (first brochure category, first article), for download requests. */
export async function brochureFileId(app: FastifyInstance): Promise<number> {
  const tree = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/classify/treeData?classifyType=4` });
  const rootId = (tree.json().data as ClassifyNode[])[0]!.classifyId;
  const list = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/article/list?classifyId=${rootId}&pageSize=1` });
  return list.json().rows[0].fileId as number;
}

/** A download request through the open API, consent given; answers its id. */
export async function requestDownload(app: FastifyInstance, person: Applicant & { company: string }, fileId: number): Promise<number> {
  const response = await app.inject({ method: 'POST', url: `${API_BASE_PATH}/customersDownload/add`, payload: { ...person, fileId, privacyConsent: true } });
  if (response.statusCode !== 200) throw new Error(`download request answered ${response.statusCode}: ${response.body}`);
  const row = await app.db.selectFrom('download_request').select('request_id').orderBy('request_id', 'desc').executeTakeFirstOrThrow();
  return row.request_id;
}
