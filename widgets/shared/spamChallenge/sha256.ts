/** SHA-256's round constants: the first 32 bits of the cube roots' fractions of the first 64 primes. */
const K = new Uint32Array(64);
/** The initial hash: the first 32 bits of the square roots' fractions of the first 8 primes. */
const H0 = new Uint32Array(8);
{
  const fraction = (x: number) => ((x - Math.floor(x)) * 2 ** 32) >>> 0;
  for (let prime = 2, found = 0; found < 64; prime += 1) {
    let isPrime = true;
    for (let d = 2; d * d <= prime; d += 1) if (prime % d === 0) isPrime = false;
    if (!isPrime) continue;
    if (found < 8) H0[found] = fraction(Math.sqrt(prime));
    K[found] = fraction(Math.cbrt(prime));
    found += 1;
  }
}

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/**
 * SHA-256 (FIPS 180-4) of a text's UTF-8, in hex: the solver's fallback where the page has no
 * Web Crypto (a partner page served over plain HTTP is no secure context, so `crypto.subtle` is
 * missing there). Slower than Web Crypto's, but a visitor there still gets their form through.
 */
export function sha256Hex(text: string): string {
  const data = new TextEncoder().encode(text);
  const blocks = Math.ceil((data.length + 9) / 64);
  const bytes = new Uint8Array(blocks * 64);
  bytes.set(data);
  bytes[data.length] = 0x80;
  const view = new DataView(bytes.buffer);
  view.setUint32(bytes.length - 4, data.length * 8);
  view.setUint32(bytes.length - 8, Math.floor(data.length / 2 ** 29));
  const h = H0.slice();
  const w = new Uint32Array(64);
  for (let block = 0; block < blocks; block += 1) {
    for (let t = 0; t < 16; t += 1) w[t] = view.getUint32(block * 64 + t * 4);
    for (let t = 16; t < 64; t += 1) {
      const s0 = rotr(w[t - 15]!, 7) ^ rotr(w[t - 15]!, 18) ^ (w[t - 15]! >>> 3);
      const s1 = rotr(w[t - 2]!, 17) ^ rotr(w[t - 2]!, 19) ^ (w[t - 2]! >>> 10);
      w[t] = (w[t - 16]! + s0 + w[t - 7]! + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h as unknown as number[] as [number, number, number, number, number, number, number, number];
    for (let t = 0; t < 64; t += 1) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[t]! + w[t]!) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    const next = [a, b, c, d, e, f, g, hh];
    for (let i = 0; i < 8; i += 1) h[i] = (h[i]! + next[i]!) >>> 0;
  }
  return Array.from(h, (word) => word.toString(16).padStart(8, '0')).join('');
}
