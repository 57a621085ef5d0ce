/**
 * Reads a file chosen for upload and checks it by its bytes, never by its declared type or
 * name (a photo must be JPEG, PNG, GIF or WebP; a CV a PDF): the bytes, or the message to show.
 */
import { MESSAGES, validateCvFile, validateImageFile, validatePaperPdf } from '../content/model/validation';

export type UploadRead = { bytes: Uint8Array } | { error: string };

async function readUpload(
  file: File,
  unreadable: string,
  check: (bytes: Uint8Array) => string | null,
): Promise<UploadRead> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { error: unreadable };
  }
  const invalid = check(bytes);
  return invalid ? { error: invalid } : { bytes };
}

export const readImageUpload = (file: File) =>
  readUpload(file, MESSAGES.imageReadFile, (bytes) => validateImageFile({ type: file.type, name: file.name, bytes }));

export const readCvUpload = (file: File) =>
  readUpload(file, MESSAGES.cvRead, (bytes) => validateCvFile({ size: bytes.length, bytes }));

export const readPaperPdfUpload = (file: File) =>
  readUpload(file, MESSAGES.paperPdfRead, (bytes) => validatePaperPdf({ size: bytes.length, bytes }));
