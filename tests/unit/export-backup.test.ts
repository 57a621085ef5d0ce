import { describe, expect, it } from 'vitest';
import { seedContent } from '../fixtures/content/seed';
import { backupFileName, createBackup, parseBackup } from '../../shared/export/backup';
import { JPEG, PDF } from './export-fixtures';

const assets = [
  { path: 'team/member-1-ada.jpg', type: 'image/jpeg', bytes: JPEG },
  { path: 'team/cv/member-1-ada.pdf', type: 'application/pdf', bytes: PDF },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form edits of parsed JSON
function edit(text: string, change: (data: Record<string, any>) => void): string {
  const data = JSON.parse(text);
  change(data);
  return JSON.stringify(data);
}

describe('backup', () => {
  it('round-trips every content key and every file', () => {
    const content = seedContent();
    content.teamMembers[0] = { ...content.teamMembers[0]!, name: 'Ada', imageUrl: 'asset:team/member-1-ada.jpg' };
    content.teamImagePosition = 'top';
    const text = createBackup(content, assets, new Date('2026-03-04T05:06:07Z'));
    const result = parseBackup(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.backup.content).toEqual(content);
    expect(result.backup.assets).toEqual([...assets].sort((a, b) => a.path.localeCompare(b.path)));
    expect(result.backup.createdAt).toBe('2026-03-04T05:06:07.000Z');
    expect(backupFileName(new Date('2026-03-04T05:06:07Z'))).toBe('lab-site-backup-2026-03-04.json');
  });

  it('restores the rest when a file is an SVG or not what its type says, and names what it left out', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
    const text = edit(createBackup(seedContent(), assets), (d) => {
      d.assets.push({ path: 'team/old-photo.svg', type: 'image/svg+xml', base64: svg });
      d.assets.push({ path: 'team/fake.png', type: 'image/png', base64: svg });
      d.assets[0].type = 'text/html';
    });
    const result = parseBackup(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.backup.content).toEqual(seedContent());
    expect(result.backup.assets.map((a) => a.path)).toEqual([...assets].sort((a, b) => a.path.localeCompare(b.path)).slice(1).map((a) => a.path));
    expect(result.backup.skipped).toHaveLength(3);
    expect(result.backup.skipped.join(' ')).toMatch(/team\/old-photo\.svg.*image\/svg\+xml.*not a JPEG/);
    expect(result.backup.assets.every((a) => a.type !== 'image/svg+xml')).toBe(true);
  });

  it('refuses anything that is not a complete, valid backup', () => {
    const good = createBackup(seedContent(), assets);
    const cases: [string, RegExp][] = [
      ['not json', /not JSON/],
      ['{"format":"other"}', /not a backup of this site/],
      [edit(good, (d) => (d.version = 2)), /version 2 is not supported/],
      [edit(good, (d) => delete d.content.newsItems), /"newsItems" is missing/],
      [edit(good, (d) => (d.content.projects = {})), /"projects" is not a list/],
      [edit(good, (d) => d.content.publications.push({ title: 'no id' })), /publications item \d+ has no usable id/],
      [edit(good, (d) => d.content.software.push(d.content.software[0])), /repeats the id/],
      [edit(good, (d) => (d.content.teamImage = 5)), /"teamImage" has the wrong shape/],
      [edit(good, (d) => (d.assets[0].path = '../../etc/passwd.jpg')), /path that is not allowed/],
      [edit(good, (d) => (d.assets[0].base64 = '***')), /is damaged/],
      [edit(good, (d) => d.assets.push(d.assets[0])), /appears twice/],
      [edit(good, (d) => delete d.assets), /no file list/],
    ];
    for (const [text, message] of cases) {
      const result = parseBackup(text);
      expect(result.ok, String(message)).toBe(false);
      if (!result.ok) expect(result.error).toMatch(message);
    }
  });
});
