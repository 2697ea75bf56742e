import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * SHA-256 of a text's UTF-8, in hex: the solver's fallback where the page has no Web Crypto (a
 * partner page served over plain HTTP is no secure context, so `crypto.subtle` is missing there).
 * Slower than Web Crypto's, but a visitor there still gets their form through. Imported only
 * there (solveChallenge.ts), so no other page downloads it.
 */
export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));
