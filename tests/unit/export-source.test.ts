import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENTITY_KINDS } from '../../shared/content/model/model';
import { repairList } from '../../shared/content/model/normalize';
import { seedContent } from '../fixtures/content/seed';
import { generateSettingsSource, generateSource, parseSettingsSource, parseSource, SETTINGS_PATH, sourceFileName, sourcePath } from '../../shared/export/source';

const fileText = (kind: (typeof ENTITY_KINDS)[number]) => readFileSync(new URL(`../fixtures/content/${sourcePath(kind).replace('shared/content/', '')}`, import.meta.url), 'utf8');

describe('source export of the eight data sets', () => {
  it.each(ENTITY_KINDS)('re-exports the %s seed file byte for byte', (kind) => {
    const seed = seedContent();
    expect(generateSource(kind, repairList(kind, seed[kind]).items)).toBe(fileText(kind));
    // The store's unnormalised seed copy exports identically too.
    expect(generateSource(kind, seed[kind])).toBe(fileText(kind));
  });

  it('names the file after the data set', () => {
    expect(sourceFileName('teamMembers')).toBe('teamMembers.ts');
    expect(sourcePath('jobOpenings')).toBe('shared/content/seed/jobOpenings.ts');
  });

  it('starts each file with the header and a typed export', () => {
    const text = generateSource('collaborators', [{ id: 'collab-1', name: 'A', url: 'https://a.example' }]);
    expect(text).toBe(
      [
        '// Content of the lab site: collaborators.',
        '// Written by the studio\'s "Export Current Data as Default"; edit in the studio or by hand.',
        "import type { Collaborator } from '../schemas';",
        '',
        'export const collaborators: Collaborator[] = [',
        '  {',
        '    "id": "collab-1",',
        '    "name": "A",',
        '    "url": "https://a.example"',
        '  }',
        '];',
        '',
      ].join('\n'),
    );
  });

  it.each(ENTITY_KINDS)('reads the %s seed file back', (kind) => {
    const parsed = parseSource(kind, fileText(kind));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.items).toEqual(repairList(kind, seedContent()[kind]).items);
  });

  it('refuses data that is not in canonical form', () => {
    const good = generateSource('collaborators', [{ id: 'collab-1', name: 'A', url: 'https://a.example' }]);
    expect(parseSource('collaborators', good.replace('"name": "A"', '"name": "A", "extra": 1'))).toMatchObject({ ok: false });
    expect(parseSource('collaborators', good.replace('"id": "collab-1",', ''))).toMatchObject({ ok: false, error: expect.stringMatching(/id/) });
    expect(parseSource('collaborators', good.replace('  {', '{'))).toMatchObject({ ok: false });
    expect(parseSource('collaborators', good.replace('= [', '= [}'))).toMatchObject({ ok: false, error: expect.stringMatching(/JSON/) });
    expect(parseSource('projects', good)).toMatchObject({ ok: false, error: expect.stringMatching(/missing/) });
    const twice = generateSource('collaborators', [
      { id: 'c', name: 'A', url: 'https://a.example' },
      { id: 'c', name: 'B', url: 'https://b.example' },
    ]);
    expect(parseSource('collaborators', twice)).toMatchObject({ ok: false, error: expect.stringMatching(/repeats/) });
  });
});

describe('source export of the settings', () => {
  const text = readFileSync(new URL(`../fixtures/content/${SETTINGS_PATH.replace('shared/content/', '')}`, import.meta.url), 'utf8');

  it('re-exports settings.ts byte for byte and reads it back', () => {
    expect(generateSettingsSource(seedContent())).toBe(text);
    const parsed = parseSettingsSource(text);
    expect(parsed).toMatchObject({ ok: true });
    if (parsed.ok) expect(generateSettingsSource(parsed.settings)).toBe(text);
  });

  it('writes unset featured ids as null in a fixed key order', () => {
    const out = generateSettingsSource({ featuredItems: { newsItemId: 'news-2' }, teamImage: '/t.jpg', teamImagePosition: 'top', topicColorRegistry: {} });
    expect(out).toContain('"featuredItems": {\n    "projectId": null,\n    "newsItemId": "news-2",\n    "publicationId": null\n  }');
    expect(parseSettingsSource(out)).toMatchObject({ ok: true, settings: { teamImagePosition: 'top' } });
  });

  it('refuses settings that are not in canonical form', () => {
    expect(parseSettingsSource(text.replace('"teamImagePosition": "center"', '"teamImagePosition": 3'))).toMatchObject({ ok: false, error: expect.stringMatching(/teamImagePosition/) });
    expect(parseSettingsSource(text.replace('"teamImage":', '"extra": 1,\n  "teamImage":'))).toMatchObject({ ok: false, error: expect.stringMatching(/canonical/) });
    expect(parseSettingsSource(text.replace('SiteSettings =', 'Settings ='))).toMatchObject({ ok: false, error: expect.stringMatching(/missing/) });
  });
});
