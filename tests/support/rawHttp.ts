import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  /** The first answer's body (by its Content-Length). */
  body: string;
  /** Everything the server sent before it closed the connection. */
  text: string;
  /** From the first byte written to the server's closing of the connection. */
  ms: number;
}

/** The first HTTP answer in what a server sent. */
export function parseAnswer(text: string): Omit<RawAnswer, 'text' | 'ms'> {
  const headerEnd = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, headerEnd < 0 ? text.length : headerEnd).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const bytes = Buffer.from(text.slice(headerEnd + 4));
  const length = Number(headers['content-length'] ?? bytes.length);
  return { status: Number(statusLine.split(' ')[1]), headers, body: bytes.subarray(0, length).toString() };
}

/**
 * Plays a client the HTTP libraries will not: writes `parts` over one connection, `paceMs`
 * apart (a slow or stalled client), stops writing once the server closes it, and resolves when
 * it is closed with what the server sent. `endAfterWriting` half-closes once every part is out.
 */
export function sendRaw(
  port: number,
  parts: Array<string | Buffer>,
  { paceMs = 0, endAfterWriting = false }: { paceMs?: number; endAfterWriting?: boolean } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let closed = false;
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      const text = Buffer.concat(received).toString();
      resolve({ ...parseAnswer(text), text, ms: Date.now() - started });
    });
    const writeFrom = (index: number) => {
      if (closed) return;
      if (index >= parts.length) {
        if (endAfterWriting) socket.end();
        return;
      }
      socket.write(parts[index]!, () => setTimeout(() => writeFrom(index + 1), paceMs));
    };
    socket.once('connect', () => writeFrom(0));
  });
}

/** `text` cut into pieces of `size` bytes. */
export function slices(text: string | Buffer, size: number): Buffer[] {
  const bytes = Buffer.from(text);
  const pieces: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += size) pieces.push(bytes.subarray(offset, offset + size));
  return pieces;
}
