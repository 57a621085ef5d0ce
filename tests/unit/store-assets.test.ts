import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES } from '../../shared/content/model/constants';
import { safeUrl } from '../../shared/content/read/urls';
import { assetPathOf, assetRef, createAssetStore, isAssetRef, slugify } from '../../shared/store/assets';

/** A PDF-looking byte array of the given size with a non-repeating pattern. */
function fakePdf(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  const header = new TextEncoder().encode('%PDF-1.7\n');
  bytes.set(header);
  for (let i = header.length; i < size; i += 1) bytes[i] = (i * 31 + (i >>> 8)) & 0xff;
  bytes.set(new TextEncoder().encode('\n%%EOF'), size - 6);
  return bytes;
}

describe('asset store (IndexedDB)', () => {
  it('stores a 5 MB PDF, reads it back byte-identical, and still has it after a reload', async () => {
    const pdf = fakePdf(CV_MAX_BYTES);
    expect(pdf.byteLength).toBe(5242880);
    const ref = await createAssetStore().put('team/ada-lovelace-cv.pdf', pdf, 'application/pdf');
    expect(ref).toBe('asset:team/ada-lovelace-cv.pdf');

    const sameSession = await createAssetStore().get('team/ada-lovelace-cv.pdf');
    expect(sameSession?.type).toBe('application/pdf');
    expect(sameSession?.bytes.byteLength).toBe(5242880);

    // A new store instance opens the database afresh, as a page reload would.
    const afterReload = await createAssetStore().get(assetPathOf(ref));
    expect(afterReload).toBeDefined();
    expect(afterReload!.path).toBe('team/ada-lovelace-cv.pdf');
    expect(afterReload!.bytes.byteLength).toBe(pdf.byteLength);
    expect(Buffer.from(afterReload!.bytes).equals(Buffer.from(pdf))).toBe(true);
    expect(typeof afterReload!.updatedAt).toBe('number');
  });

  it('keeps its own copy: changing the input array afterwards does not change the stored bytes', async () => {
    const assets = createAssetStore();
    const bytes = new Uint8Array([1, 2, 3]);
    await assets.put('team/copy.png', bytes, 'image/png');
    bytes[0] = 99;
    expect([...(await assets.get('team/copy.png'))!.bytes]).toEqual([1, 2, 3]);
  });

  it('replaces an asset stored under the same path', async () => {
    const assets = createAssetStore();
    await assets.put('team/photo.jpg', new Uint8Array([1]), 'image/jpeg');
    await assets.put('team/photo.jpg', new Uint8Array([2, 2]), 'image/png');
    const stored = await assets.get('team/photo.jpg');
    expect([...stored!.bytes]).toEqual([2, 2]);
    expect(stored!.type).toBe('image/png');
  });

  it('lists, removes and clears', async () => {
    const assets = createAssetStore();
    await assets.clear();
    await assets.put('team/a.jpg', new Uint8Array([1]), 'image/jpeg');
    await assets.put('projects/b.png', new Uint8Array([2]), 'image/png');
    expect((await assets.list()).map((a) => a.path).sort()).toEqual(['projects/b.png', 'team/a.jpg']);
    await assets.remove('team/a.jpg');
    expect(await assets.get('team/a.jpg')).toBeUndefined();
    expect((await assets.list()).map((a) => a.path)).toEqual(['projects/b.png']);
    await assets.clear();
    expect(await assets.list()).toEqual([]);
    expect(await createAssetStore().list()).toEqual([]);
  });

  it('a missing asset is undefined and removing it is harmless', async () => {
    const assets = createAssetStore();
    expect(await assets.get('team/none.jpg')).toBeUndefined();
    await expect(assets.remove('team/none.jpg')).resolves.toBeUndefined();
  });
});

describe('asset references', () => {
  it('builds and reads "asset:" references', () => {
    expect(assetRef('team/x.jpg')).toBe('asset:team/x.jpg');
    expect(assetPathOf('asset:team/x.jpg')).toBe('team/x.jpg');
    expect(isAssetRef('asset:team/x.jpg')).toBe(true);
    expect(isAssetRef('/assets/team/x.jpg')).toBe(false);
    expect(isAssetRef(undefined)).toBe(false);
  });

  it('asset references are allowed as image sources only', () => {
    expect(safeUrl(assetRef('team/x.jpg'), 'image')).toBe('asset:team/x.jpg');
    expect(safeUrl(assetRef('team/x.jpg'), 'link')).toBeNull();
  });

  it('slugify makes a safe file-name part', () => {
    expect(slugify('Dr. Ada Lovelace')).toBe('dr-ada-lovelace');
    expect(slugify('Zoë Müller-Öztürk')).toBe('zoe-muller-ozturk');
    expect(slugify('../../etc/passwd')).toBe('etc-passwd');
    expect(slugify('!!!')).toBe('file');
    expect(slugify('x'.repeat(100))).toHaveLength(60);
  });
});
