/**
 * What a file is, decided by its first bytes and never by its declared type or name: a
 * browser, a ZIP or a stored record can say "image/png" about anything. Uploads, stored
 * assets, exports and apply-export all ask these functions.
 */

/** Photos the studio accepts (SVG is not among them: it can carry script). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];
export const PDF_TYPE = 'application/pdf';

/** The media type a file's first bytes announce, for the raster formats and PDF; else null. */
export function sniffType(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((byte, i) => bytes[i] === byte);
  const ascii = (from: number, text: string) => [...text].every((c, i) => bytes[from + i] === c.charCodeAt(0));
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(4, 'ftypavif') || ascii(4, 'ftypavis')) return 'image/avif';
  if (ascii(0, '%PDF-')) return PDF_TYPE;
  return null;
}

/** The photo type of these bytes when it is one the studio accepts, else null. */
export function sniffUploadImage(bytes: Uint8Array): UploadImageType | null {
  const type = sniffType(bytes);
  return (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type ?? '') ? (type as UploadImageType) : null;
}

/**
 * The only type a stored file may be served as (a blob: URL, a download): its sniffed type
 * when that is an accepted photo type or PDF; null for anything else (SVG, HTML, unknown),
 * which is then never served at all.
 */
export function servableType(bytes: Uint8Array): UploadImageType | typeof PDF_TYPE | null {
  const image = sniffUploadImage(bytes);
  if (image) return image;
  return sniffType(bytes) === PDF_TYPE ? PDF_TYPE : null;
}
