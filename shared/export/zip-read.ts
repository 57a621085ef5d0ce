/**
 * Reading a ZIP for apply-export (Node only), through yauzl's public API: every record of the
 * central directory in order, duplicates included (a reader that keeps one entry per name would
 * hide a second file of the same name), with its declared size, checksum and Unix mode, and a
 * read that stops as soon as an entry inflates past a limit, so a ZIP bomb stays small.
 */
import { Buffer } from 'node:buffer';
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';

export interface ZipRecord {
  /** The entry's path as written: UTF-8 when flagged so, else byte for byte; an Info-ZIP Unicode Path field wins. */
  name: string;
  dir: boolean;
  /** The Unix mode bits (file type and permissions), 0 when the ZIP was written elsewhere. */
  mode: number;
  declaredSize: number;
  /** Reads the entry, or null once it grows past `limit`; rejects when its bytes do not match its checksum. */
  read(limit: number): Promise<Uint8Array | null>;
}

export class ZipChecksumError extends Error {}

const UNICODE_PATH_FIELD = 0x7075;
const UTF8_FLAG = 0x0800;
const DOS_DIRECTORY = 0x10;
const MADE_ON_UNIX = 3;

function nameOf(entry: yauzl.Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  let name = entry.generalPurposeBitFlag & UTF8_FLAG ? raw.toString('utf8') : raw.toString('latin1');
  for (const field of entry.extraFields) {
    // Version (1 byte), the CRC-32 of the raw name (4 bytes), then the name in UTF-8.
    if (field.id === UNICODE_PATH_FIELD && field.data.length >= 5) name = field.data.subarray(5).toString('utf8');
  }
  return name;
}

function open(bytes: Uint8Array): Promise<yauzl.ZipFile> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Names are checked by the caller, entry by entry (yauzl's own check would stop at the first bad one);
  // sizes too, against the caller's limits rather than the sizes the ZIP declares.
  const options = { lazyEntries: true, decodeStrings: false, validateEntrySizes: false };
  return new Promise((resolve, reject) => yauzl.fromBuffer(buffer, options, (error, zip) => (error ? reject(error) : resolve(zip))));
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, limit: number): Promise<Uint8Array | null> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) {
          stream.destroy();
          resolve(null);
        } else chunks.push(chunk);
      });
      stream.on('error', reject);
      stream.on('end', () => {
        const data = Buffer.concat(chunks, size);
        if (crc32(data) !== entry.crc32 >>> 0) reject(new ZipChecksumError('checksum mismatch'));
        else resolve(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
      });
    });
  });
}

/** The ZIP's records, or an error when it is no readable ZIP; refuses more than `maxEntries` before reading them. */
export async function readZip(bytes: Uint8Array, maxEntries = Infinity): Promise<{ records: ZipRecord[]; entryCount: number }> {
  const zip = await open(bytes);
  if (zip.entryCount > maxEntries) {
    zip.close();
    return { records: [], entryCount: zip.entryCount };
  }
  const entries = await new Promise<yauzl.Entry[]>((resolve, reject) => {
    const list: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      list.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(list));
    zip.on('error', reject);
    zip.readEntry();
  });
  const records = entries.map((entry): ZipRecord => {
    const name = nameOf(entry);
    return {
      name,
      dir: name.endsWith('/') || (entry.externalFileAttributes & DOS_DIRECTORY) !== 0,
      mode: entry.versionMadeBy >> 8 === MADE_ON_UNIX ? entry.externalFileAttributes >>> 16 : 0,
      declaredSize: entry.uncompressedSize,
      read: (limit) => readEntry(zip, entry, limit),
    };
  });
  return { records, entryCount: zip.entryCount };
}

/** Every entry name of a ZIP's central directory, in order; null when it is no readable ZIP. */
export async function centralDirectoryNames(bytes: Uint8Array): Promise<string[] | null> {
  try {
    return (await readZip(bytes)).records.map((record) => record.name);
  } catch {
    return null;
  }
}
