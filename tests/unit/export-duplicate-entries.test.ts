import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { seedContent } from '../fixtures/content/seed';
import { generateSource, sourcePath } from '../../shared/export/source';
import { centralDirectoryNames, checkExportZip, duplicateEntryNames } from '../../shared/export/verify';
import { JPEG, PNG } from './export-fixtures';

/** Replaces every occurrence of one byte string with another of the same length. */
function patch(bytes: Uint8Array, from: string, to: string): Uint8Array {
  const a = new TextEncoder().encode(from);
  const b = new TextEncoder().encode(to);
  expect(a.length).toBe(b.length);
  const out = bytes.slice();
  let replaced = 0;
  for (let i = 0; i + a.length <= out.length; i += 1) {
    if (a.every((byte, j) => out[i + j] === byte)) {
      out.set(b, i);
      replaced += 1;
    }
  }
  expect(replaced).toBeGreaterThan(0);
  return out;
}

async function zipOf(files: Record<string, Uint8Array | string>): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [path, data] of Object.entries(files)) zip.file(path, data, { createFolders: false });
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

const news = generateSource('newsItems', seedContent().newsItems);

describe('duplicate ZIP entries', () => {
  it('lists every name from the central directory, in order', async () => {
    const bytes = await zipOf({ 'public/assets/team/a.png': PNG, 'public/assets/team/b.jpg': JPEG });
    expect(await centralDirectoryNames(bytes)).toEqual(['public/assets/team/a.png', 'public/assets/team/b.jpg']);
    expect(await centralDirectoryNames(new Uint8Array([1, 2, 3]))).toBeNull();
  });

  it('refuses two entries of the same name, which JSZip alone would merge into one', async () => {
    const assets = await zipOf({
      [sourcePath('newsItems')]: news,
      'public/assets/team/a.png': PNG,
      'public/assets/team/b.png': PNG,
    });
    const same = patch(assets, 'team/b.png', 'team/a.png');
    expect(await centralDirectoryNames(same)).toEqual([
      sourcePath('newsItems'),
      'public/assets/team/a.png',
      'public/assets/team/a.png',
    ]);
    // JSZip sees only one of them.
    expect(Object.keys((await JSZip.loadAsync(same)).files).filter((name) => name.endsWith('a.png'))).toHaveLength(1);
    const result = await checkExportZip(same);
    expect(result).toEqual({ ok: false, errors: ['"public/assets/team/a.png" appears more than once'] });
  });

  it('refuses two data files of the same name: a second one could replace the reviewed one', async () => {
    const twoData = await zipOf({
      [sourcePath('newsItems')]: news,
      [sourcePath('newsItems').replace('newsItems', 'newsItemz')]: news,
    });
    const same = patch(twoData, 'newsItemz', 'newsItems');
    const result = await checkExportZip(same);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual([`"${sourcePath('newsItems')}" appears more than once`]);
  });

  it('still accepts the same files without a duplicate', async () => {
    const result = await checkExportZip(
      await zipOf({ [sourcePath('newsItems')]: news, 'public/assets/team/a.png': PNG }),
    );
    expect(result.ok).toBe(true);
  });

  it('treats case variants and a folder with or without slash as the same name', () => {
    expect(duplicateEntryNames(['a/B.png', 'a/b.PNG', 'x/', 'x', 'y'])).toEqual(['a/b.PNG', 'x']);
    expect(duplicateEntryNames(['a', 'b'])).toEqual([]);
  });
});
