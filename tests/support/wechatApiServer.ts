import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WechatShareSettings } from '../../cms/wechatShare/wechatShareSettings';

export interface WechatApiServer {
  /** What the CMS is configured with to ask this server (the SDK's address is not fetched). */
  settings: WechatShareSettings;
  /** Calls of each of WeChat's two addresses, to prove what is cached. */
  calls: { token: number; ticket: number };
  /** The last ticket handed out: what a signature must have been made with. */
  lastTicket(): string;
  /** Refuses the access tokens handed out so far (errcode 40001), as WeChat does once a newer one was asked for elsewhere. */
  revokeTokens(): void;
  close(): Promise<void>;
}

/**
 * WeChat's official-account API on 127.0.0.1, as its documentation answers: `GET /cgi-bin/token`
 * (`grant_type=client_credential`, the app's id and secret; a wrong secret is errcode 40125) and
 * `GET /cgi-bin/ticket/getticket` (`type=jsapi` and a valid access token; else errcode 40001),
 * both with `expires_in` 7200 and HTTP 200 whatever the errcode.
 */
export async function startWechatApiServer(app: { appId: string; appSecret: string }): Promise<WechatApiServer> {
  const calls = { token: 0, ticket: 0 };
  const validTokens = new Set<string>();
  let ticket = '';
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const answer = (body: object) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/cgi-bin/token') {
      calls.token += 1;
      if (url.searchParams.get('grant_type') !== 'client_credential' || url.searchParams.get('appid') !== app.appId) {
        return answer({ errcode: 40013, errmsg: 'invalid appid' });
      }
      if (url.searchParams.get('secret') !== app.appSecret) return answer({ errcode: 40125, errmsg: 'invalid appsecret' });
      const token = `TOKEN-${calls.token}-${Math.random().toString(36).slice(2)}`;
      validTokens.add(token);
      return answer({ access_token: token, expires_in: 7200 });
    }
    if (url.pathname === '/cgi-bin/ticket/getticket') {
      calls.ticket += 1;
      if (url.searchParams.get('type') !== 'jsapi') return answer({ errcode: 40097, errmsg: 'invalid args' });
      if (!validTokens.has(url.searchParams.get('access_token') ?? '')) return answer({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
      ticket = `TICKET-${calls.ticket}-${Math.random().toString(36).slice(2)}`;
      return answer({ errcode: 0, errmsg: 'ok', ticket, expires_in: 7200 });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    settings: { apiBaseUrl: origin, jsSdkUrl: `${origin}/jweixin.js` },
    calls,
    lastTicket: () => ticket,
    revokeTokens: () => validTokens.clear(),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
