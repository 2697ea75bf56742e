import { API_PATHS } from '../../../../../contract/api';
import type { DownloadGrant } from '../../../../../contract/entities/submissions';
import type { ApiLanguage } from '../../../../../contract/language';
import { formatMessage } from '../../../../../contract/messages';
import { downloadRequestSchema, type ValidDownloadRequest } from '../../../../../contract/validation/downloadRequest';
import { validate, type FieldErrors } from '../../../../../contract/validation/validate';
import { attributionToSend } from '../../../../../widgets/shared/attribution/attributionToSend';
import { newIdempotencyKey } from '../../../../../widgets/shared/outbox/idempotencyKey';
import { cmsPost } from '../../../runtime/cmsClient';
import type { Contact } from './downloadContact';

/**
 * A download request through the contract's schema: the request to send, or the errors
 * (`message` when no contact field is at fault). `privacyConsent` is the form's box: 'true' once
 * ticked, '' otherwise.
 */
export function checkDownloadRequest(
  fileId: number | null,
  details: Contact,
  website: string,
  privacyConsent: string,
  language: ApiLanguage,
): { ok: true; request: ValidDownloadRequest } | { ok: false; errors: FieldErrors; message: string } {
  const checked = validate(downloadRequestSchema, { ...details, fileId: fileId ?? undefined, website, privacyConsent });
  return checked.ok ? { ok: true, request: checked.value } : { ok: false, errors: checked.errors, message: formatMessage(language, checked.firstError) };
}

/**
 * Records a checked request (`customersDownload/add`, with an Idempotency-Key so a retried
 * request is stored once): the grant to download and the details to remember, or the message of
 * a refusal (or of a CMS that could not be reached).
 */
export async function sendDownloadRequest(request: ValidDownloadRequest, language: ApiLanguage): Promise<{ grant: DownloadGrant; contact: Contact } | { refused: string }> {
  try {
    const answer = await cmsPost<DownloadGrant>(API_PATHS.downloadRequestAdd, { ...request, attribution: attributionToSend() }, {
      language,
      idempotencyKey: newIdempotencyKey(),
    });
    if (answer.code !== 0 || !('data' in answer)) return { refused: answer.msg };
    const { name, phone, company, email } = request;
    return { grant: answer.data, contact: { name, phone, company, email } };
  } catch {
    return { refused: formatMessage(language, 'serverError') };
  }
}
