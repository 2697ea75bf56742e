/**
 * One POST to a receiver outside the CMS (a CRM's webhook endpoint, a group robot), as every
 * channel that posts makes it: redirects are not followed (a receiver that moved is for an admin
 * to update), and one that has not answered within `timeoutMs` has failed. Throws, naming `who`,
 * unless the answer is a 2xx; answers the response, its body for the caller to read or cancel.
 */
export async function postOutbound(
  url: string,
  request: { headers: Record<string, string>; body: string },
  timeoutMs: number,
  who: string,
): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status < 200 || response.status > 299) {
    await response.body?.cancel();
    throw new Error(`the ${who} answered HTTP ${response.status}`);
  }
  return response;
}
