/**
 * The pixel size of a raster image read from its first bytes (PNG, GIF, JPEG, WebP), without
 * decoding it: the site-health check compares it with the size pages display.
 */
import { sniffType } from '../model/file-types';

export interface PixelSize {
  width: number;
  height: number;
}

export function imagePixelSize(bytes: Uint8Array): PixelSize | null {
  const u16be = (at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
  const u16le = (at: number) => bytes[at]! | (bytes[at + 1]! << 8);
  const u24le = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
  const u32be = (at: number) => ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;
  const ascii = (at: number, text: string) => [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));
  switch (sniffType(bytes)) {
    case 'image/png':
      return bytes.length >= 24 ? { width: u32be(16), height: u32be(20) } : null;
    case 'image/gif':
      return bytes.length >= 10 ? { width: u16le(6), height: u16le(8) } : null;
    case 'image/webp':
      if (ascii(12, 'VP8X') && bytes.length >= 30) return { width: u24le(24) + 1, height: u24le(27) + 1 };
      if (ascii(12, 'VP8L') && bytes.length >= 25) {
        const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
        return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
      }
      if (ascii(12, 'VP8 ') && bytes.length >= 30) return { width: u16le(26) & 0x3fff, height: u16le(28) & 0x3fff };
      return null;
    case 'image/jpeg': {
      let at = 2;
      while (at + 9 < bytes.length) {
        if (bytes[at] !== 0xff) return null;
        const marker = bytes[at + 1]!;
        // Start-of-frame markers (baseline, progressive, ...), not DHT (C4), JPG (C8) or DAC (CC).
        if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { width: u16be(at + 7), height: u16be(at + 5) };
        at += 2 + u16be(at + 2);
      }
      return null;
    }
    default:
      return null;
  }
}

/** The pixel size of an embedded image (data:image/...;base64,...), read from its first bytes. */
export function dataUrlPixelSize(url: string): PixelSize | null {
  const match = /^data:image\/[a-z+.-]+;base64,([a-z0-9+/=\s]+)$/i.exec(url.trim());
  if (!match) return null;
  // A JPEG's frame header can sit after large metadata: read up to 64 KB of it.
  const head = match[1]!.replace(/\s+/g, '').slice(0, 87_384);
  const usable = head.slice(0, head.length - (head.length % 4));
  try {
    const binary = atob(usable);
    return imagePixelSize(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}
