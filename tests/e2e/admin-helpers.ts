/** Shared set-up of the studio's end-to-end tests. */
import type { Page } from '@playwright/test';

export const DEV_PASSWORD = 'studio-dev-password';

/** Starts every page of this test logged in (tests that are not about the login). */
export async function asAdmin(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('isAuthenticated', 'true'));
}

/** Accepts every dialog and records its text; returns the live list of messages. */
export function acceptDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** A stored content key, parsed. */
export async function stored<T = unknown>(page: Page, key: string): Promise<T> {
  return page.evaluate((k) => JSON.parse(window.localStorage.getItem(k) ?? 'null'), key) as Promise<T>;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of the given size (a colour gradient), built in the test. */
export async function pngBuffer(width: number, height: number): Promise<Buffer> {
  const { deflateSync } = await import('node:zlib');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      rows[row + 1 + x * 3] = x % 256;
      rows[row + 2 + x * 3] = y % 256;
      rows[row + 3 + x * 3] = 128;
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
