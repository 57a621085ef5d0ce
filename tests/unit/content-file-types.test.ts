import { describe, expect, it } from 'vitest';
import { servableType, sniffType, sniffUploadImage } from '../../shared/content/model/file-types';
import { assetBlob } from '../../shared/store/assets';
import { JPEG, PDF, PNG } from './export-fixtures';

const text = (value: string) => new TextEncoder().encode(value);
const GIF = text('GIF87a\u0001\u0000');
const WEBP = text('RIFF\u0000\u0000\u0000\u0000WEBPVP8L');
const AVIF = new Uint8Array([0, 0, 0, 28, ...text('ftypavif')]);
const SVG = text(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>localStorage.clear()</script></svg>',
);
const HTML = text('<!doctype html><script>alert(1)</script>');
// A PNG signature later in the file must not count: only the first bytes decide.
const PNG_LATER = new Uint8Array([0x20, ...PNG]);

describe('sniffing file types from their bytes', () => {
  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['PNG', PNG, 'image/png'],
    ['GIF', GIF, 'image/gif'],
    ['WebP', WEBP, 'image/webp'],
    ['PDF', PDF, 'application/pdf'],
    ['AVIF', AVIF, 'image/avif'],
    ['SVG', SVG, null],
    ['HTML', HTML, null],
    ['a PNG signature after the first byte', PNG_LATER, null],
    ['nothing', new Uint8Array(), null],
  ])('%s', (_name, bytes, type) => {
    expect(sniffType(bytes)).toBe(type);
  });

  it('accepts only JPEG, PNG, GIF and WebP as photos', () => {
    expect([JPEG, PNG, GIF, WEBP].map(sniffUploadImage)).toEqual([
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
    ]);
    for (const bytes of [PDF, AVIF, SVG, HTML]) expect(sniffUploadImage(bytes)).toBeNull();
  });

  it('serves a stored file only as its sniffed type: an SVG or HTML never becomes a blob', () => {
    expect(servableType(PDF)).toBe('application/pdf');
    expect(assetBlob({ bytes: PNG })?.type).toBe('image/png');
    expect(assetBlob({ bytes: JPEG })?.type).toBe('image/jpeg');
    // Whatever the record says about its type, the blob type comes from the bytes.
    expect(assetBlob({ bytes: SVG })).toBeNull();
    expect(assetBlob({ bytes: HTML })).toBeNull();
    expect(servableType(AVIF)).toBeNull();
  });
});
