/**
 * Byte helpers that run the same in the browser, the extension and Node (atob/btoa are
 * global in all three), so the export code needs no platform switch.
 */

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunked: String.fromCharCode with a huge argument list overflows the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Decodes base64; throws on text that is not base64. */
export function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export interface DecodedFile {
  type: string;
  bytes: Uint8Array;
}

/** The bytes and media type of a data: URL, or null when it is not one we can read. */
export function decodeDataUrl(url: string): DecodedFile | null {
  const match = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?((?:;[a-z0-9-]+=[^;,]*)*)(;base64)?,(.*)$/is.exec(url.trim());
  if (!match) return null;
  const type = (match[1] ?? 'text/plain').toLowerCase();
  const payload = match[4] ?? '';
  try {
    if (match[3]) return { type, bytes: base64ToBytes(payload) };
    return { type, bytes: new TextEncoder().encode(decodeURIComponent(payload)) };
  } catch {
    return null;
  }
}

// One sniffer for the whole product; re-exported where the export code always found it.
export { sniffType } from '../content/model/file-types';
