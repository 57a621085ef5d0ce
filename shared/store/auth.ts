/**
 * The admin convenience gate (docs/product.md §4, §5; docs/architecture.md "Security model"). The password is
 * never in the bundle: the build embeds a salted PBKDF2 hash, and the browser compares the
 * hash of what was typed. This keeps casual visitors out of the studio; it protects nothing
 * else, because every edit lives only in the editor's own browser until a maintainer commits it.
 */

export interface PasswordHash {
  /** Hex-encoded random salt. */
  salt: string;
  /** Hex-encoded PBKDF2-SHA-256 digest. */
  hash: string;
  iterations: number;
}

/** OWASP's current minimum for PBKDF2-HMAC-SHA-256 (the build uses the same figure). */
export const PBKDF2_ITERATIONS = 600_000;

const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (hex: string) => new Uint8Array((hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));

export async function hashPassword(password: string, saltHex: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: fromHex(saltHex), iterations }, key, 256);
  return toHex(bits);
}

/** Constant-time comparison of two hex digests. */
function sameDigest(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** True when `password` matches the build's salted hash. */
export async function verifyPassword(password: string, expected: PasswordHash): Promise<boolean> {
  return sameDigest(await hashPassword(password, expected.salt, expected.iterations), expected.hash);
}

// The signed-in flag lives on its own, so the public pages that read it load none of the above.
export { readAuthFlag, writeAuthFlag } from './auth-flag';
