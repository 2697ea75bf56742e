import http2 from 'node:http2';

export interface Http2Answer {
  status: number;
  /** Lower-case names; a field sent twice arrives joined with ", " (`set-cookie` as a list). */
  headers: http2.IncomingHttpHeaders;
  body: Buffer;
}

export interface Http2Request {
  method?: string;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
}

function connect(origin: string, ca: string): Promise<http2.ClientHttp2Session> {
  const session = http2.connect(origin, { ca });
  return new Promise((resolve, reject) => {
    session.once('connect', () => resolve(session));
    session.once('error', reject);
  });
}

/**
 * HTTP/2 over TLS to `origin`, trusting the certificate `ca`, as a browser speaks it: one
 * connection for every request, and a new one once the server ends it (GOAWAY: nginx does so
 * after `http2_max_requests` requests).
 */
export async function http2Client(origin: string, ca: string) {
  let session = await connect(origin, ca);
  let next: Promise<http2.ClientHttp2Session> | undefined;
  const current = () => {
    if (!session.closed && !session.destroyed && !ended.has(session)) return Promise.resolve(session);
    next ??= connect(origin, ca).then((opened) => {
      session = opened;
      next = undefined;
      watch(opened);
      return opened;
    });
    return next;
  };
  const ended = new WeakSet<http2.ClientHttp2Session>();
  const watch = (watched: http2.ClientHttp2Session) => {
    watched.on('goaway', () => ended.add(watched));
    watched.on('error', () => ended.add(watched));
  };
  watch(session);
  const protocol = session.alpnProtocol;

  /** One try; `refused` when the server refused the stream unanswered (it was ending the connection). */
  const attempt = async (path: string, { method = 'GET', headers = {}, body }: Http2Request) => {
    const stream = (await current()).request({ ':method': method, ':path': path, ...headers });
    return new Promise<Http2Answer | 'refused'>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let answered: http2.IncomingHttpHeaders | undefined;
      stream.on('response', (received) => (answered = received));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('close', () => {
        if (!answered && stream.rstCode === http2.constants.NGHTTP2_REFUSED_STREAM) resolve('refused');
      });
      stream.on('end', () => {
        const { ':status': status, ...rest } = answered ?? {};
        resolve({ status: Number(status), headers: rest, body: Buffer.concat(chunks) });
      });
      stream.on('error', (error) => {
        if (!answered && stream.rstCode === http2.constants.NGHTTP2_REFUSED_STREAM) resolve('refused');
        else reject(error);
      });
      stream.end(body);
    });
  };

  /** A request; one the server refused unanswered is sent again on a new connection, as browsers do (RFC 9113, 8.7). */
  const request = async (path: string, options: Http2Request = {}): Promise<Http2Answer> => {
    for (;;) {
      const answer = await attempt(path, options);
      if (answer !== 'refused') return answer;
      ended.add(session);
    }
  };

  return {
    /** The protocol the TLS handshake agreed (ALPN). */
    protocol,
    request,
    /** Ends the connection at once, whatever streams are still open. */
    close: () => session.destroy(),
  };
}

export type Http2Client = Awaited<ReturnType<typeof http2Client>>;
