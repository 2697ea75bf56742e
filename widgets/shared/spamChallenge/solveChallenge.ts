import type { SpamChallenge } from '../../../contract/spamChallenge';

/** Numbers hashed between two yields to the page: a slice stays well under a frame on a slow phone. */
const SLICE = 500;

/**
 * The worker's whole program, turned into source with `toString()` so that it needs no file of
 * its own (the embed bundle is one origin's files, loaded into partners' pages): it must use
 * nothing from outside its body.
 */
function workerProgram() {
  const encoder = new TextEncoder();
  const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
  self.onmessage = async (event: MessageEvent<{ challenge: string; salt: string; max: number }>) => {
    const { challenge, salt, max } = event.data;
    for (let start = 0; start <= max; start += 1000) {
      const numbers = Array.from({ length: Math.min(1000, max - start + 1) }, (_, i) => start + i);
      const digests = await Promise.all(numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(salt + n))));
      const found = digests.findIndex((digest) => hex(digest) === challenge);
      if (found >= 0) return self.postMessage(numbers[found]);
    }
    self.postMessage(null);
  };
}

/** Off the main thread: a Worker from a blob: URL, or undefined where the page forbids it (a strict CSP) or has none. */
function solveInWorker(challenge: SpamChallenge): Promise<number | null> | undefined {
  if (typeof Worker === 'undefined' || typeof Blob === 'undefined' || !globalThis.crypto?.subtle) return undefined;
  let url: string | undefined;
  try {
    url = URL.createObjectURL(new Blob([`(${workerProgram.toString()})()`], { type: 'text/javascript' }));
    const worker = new Worker(url);
    return new Promise<number | null>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<number | null>) => resolve(event.data);
      // A policy without blob: in worker-src refuses it here, after construction, in some browsers.
      worker.onerror = (event) => {
        event.preventDefault();
        reject(new Error('worker refused'));
      };
      worker.postMessage({ challenge: challenge.challenge, salt: challenge.salt, max: challenge.maxnumber });
    }).finally(() => {
      worker.terminate();
      URL.revokeObjectURL(url!);
    });
  } catch {
    if (url) URL.revokeObjectURL(url);
    return undefined;
  }
}

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** On the main thread in slices: Web Crypto where the page has it, else a script SHA-256 fetched then (slower, never stuck). */
export async function solveOnPage(challenge: SpamChallenge, subtle: SubtleCrypto | undefined): Promise<number | null> {
  const encoder = new TextEncoder();
  const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
  // A slice's digests are asked for together: Web Crypto answers them faster than one by one.
  const hashesOf = subtle
    ? async (texts: string[]) => (await Promise.all(texts.map((text) => subtle.digest('SHA-256', encoder.encode(text))))).map(hex)
    : await import('./sha256').then(({ sha256Hex }) => async (texts: string[]) => texts.map(sha256Hex));
  for (let start = 0; start <= challenge.maxnumber; start += SLICE) {
    const numbers = Array.from({ length: Math.min(SLICE, challenge.maxnumber - start + 1) }, (_, i) => start + i);
    const found = (await hashesOf(numbers.map((n) => challenge.salt + n))).indexOf(challenge.challenge);
    if (found >= 0) return numbers[found]!;
    await yieldToPage();
  }
  return null;
}

/** The number that solves `challenge`: in a Worker where the page allows one, else on the page. */
export async function solveChallenge(challenge: SpamChallenge): Promise<number | null> {
  const inWorker = solveInWorker(challenge);
  if (inWorker) {
    try {
      return await inWorker;
    } catch {
      // Refused after construction (a strict worker-src): the page's own slices still get there.
    }
  }
  return solveOnPage(challenge, globalThis.crypto?.subtle);
}
