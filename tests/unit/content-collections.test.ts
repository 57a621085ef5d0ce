import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGE_SLOTS } from '../../shared/content/media/alt-text';
import { ASSET_FOLDERS, COLLECTIONS, itemName, itemPath } from '../../shared/content/model/collections';
import { ENTITY_KINDS, ENTITY_LABELS } from '../../shared/content/model/kinds';
import { editPath, ENTITY_SEGMENTS } from '../../shared/editor/paths';
import { FILE_FIELDS } from '../../shared/export/files';

describe('one declaration per collection', () => {
  it('declares each of the eight data sets once, with distinct studio segments and id prefixes', () => {
    expect(Object.keys(COLLECTIONS).sort()).toEqual([...ENTITY_KINDS].sort());
    const segments = ENTITY_KINDS.map((kind) => COLLECTIONS[kind].admin);
    expect(new Set(segments).size).toBe(segments.length);
    const prefixes = ENTITY_KINDS.map((kind) => COLLECTIONS[kind].idPrefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('the older tables are views of it', () => {
    for (const kind of ENTITY_KINDS) {
      expect(ENTITY_LABELS[kind].singular).toBe(COLLECTIONS[kind].singular);
      expect(ENTITY_SEGMENTS[kind]).toBe(COLLECTIONS[kind].admin);
      for (const spec of COLLECTIONS[kind].files) {
        expect(ASSET_FOLDERS).toContain(spec.folder);
        expect(FILE_FIELDS).toContainEqual({ kind, ...spec });
      }
      const image = COLLECTIONS[kind].image;
      // An image with alt text is always a file the export carries.
      if (image) expect(COLLECTIONS[kind].files.map((spec) => spec.field)).toContain(image.field);
      expect(IMAGE_SLOTS.some((slot) => slot.kind === kind)).toBe(image !== null);
    }
    expect(editPath('jobOpenings', 'a b')).toBe('/admin/jobs/edit/a%20b');
  });

  it('builds every public item address with the id encoded', () => {
    expect(itemPath('teamMembers', 'ana lee')).toBe('/team/ana%20lee');
    expect(itemPath('projects', 'p/1')).toBe('/projects/p%2F1');
    expect(itemPath('newsItems', 'n-1')).toBe('/news/n-1');
    expect(itemPath('publications', 'pub-1')).toBe('/publications/pub-1');
    expect(itemPath('jobOpenings', 'job-1')).toBe('/join-us/job-1');
    // Software has no page per item: its place on the list page.
    expect(itemPath('software', 'tool #1')).toBe('/software#tool%20%231');
    // Collaborators and funders are shown on the home page only.
    expect(itemPath('collaborators', 'c-1')).toBe('/');
  });

  it('names an item by its name field, else the other one, else its id', () => {
    expect(itemName('teamMembers', { id: 'm', name: ' Ana ' })).toBe('Ana');
    expect(itemName('projects', { id: 'p', title: '', name: 'Old name' })).toBe('Old name');
    expect(itemName('projects', { id: 'p', title: '  ' })).toBe('p');
    expect(itemName(null, {}, 'an item')).toBe('an item');
  });

  it('no code builds an item address by hand', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !path.endsWith('collections.ts')) {
          const text = readFileSync(path, 'utf8');
          if (/`\/(team|projects|news|publications|join-us)\/\$\{|`\/software#\$\{/.test(text)) offenders.push(path);
        }
      }
    };
    for (const root of ['site', 'shared', 'extension']) walk(root);
    expect(offenders).toEqual([]);
  });
});
