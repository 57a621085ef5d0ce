/**
 * The text of a .bib file from its bytes. Reference managers write UTF-8 (with or without a
 * byte-order mark), a few Windows tools UTF-16, and older ones Latin-1 / Windows-1252. Bytes
 * that are not valid UTF-8 are read as Windows-1252 (a superset of Latin-1's printable
 * characters) with a notice for the editor, instead of names full of U+FFFD.
 */

export interface DecodedBibFile {
  text: string;
  encoding: 'UTF-8' | 'UTF-16' | 'Windows-1252';
  /** Shown in the import screen when the file was not UTF-8. */
  notice?: string;
}

/** Windows-1252 characters for bytes 0x80-0x9F (the rest of the high half is Latin-1 itself). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** Decodes bytes as Windows-1252 without relying on the platform's list of encodings. */
export function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const chunk = 8192;
  for (let start = 0; start < bytes.length; start += chunk) {
    const codes: number[] = [];
    const end = Math.min(bytes.length, start + chunk);
    for (let k = start; k < end; k += 1) {
      const b = bytes[k]!;
      codes.push(b >= 0x80 && b <= 0x9f ? CP1252_HIGH.charCodeAt(b - 0x80) : b);
    }
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join('');
}

export const LATIN1_NOTICE =
  'This file is not valid UTF-8, so it was read as Latin-1 (Windows-1252). Check that accented names look right in the preview; saving the file as UTF-8 in your reference manager avoids this.';

/** The text of a .bib file: UTF-8 (BOM dropped), UTF-16 by its BOM, else Windows-1252 with a notice. */
export function decodeBibBytes(bytes: Uint8Array): DecodedBibFile {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'UTF-16' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'UTF-16' };
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'UTF-8' };
  } catch {
    return { text: decodeWindows1252(body), encoding: 'Windows-1252', notice: LATIN1_NOTICE };
  }
}
