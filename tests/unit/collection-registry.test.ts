/**
 * A collection is added in a few files (docs/decisions/093): its declaration's item type is the
 * schema's, its checks run with the site-health checks, its routes are found by rank and its
 * catalogue gives the frame its words.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ItemOf } from '../../shared/content/model/fields';
import type { EntityMap } from '../../shared/content/model/model';
import { declaration as teaching } from '../../shared/content/model/declarations/teaching';
import { COLLECTION_FACTS } from '../../shared/content/model/collection-facts';
import { DECLARATION_MODULES, DECLARATIONS, relationTarget } from '../../shared/content/model/collections';
import { CHECK_TITLES, checkContent } from '../../shared/content/health';
import { FALLBACK_ROUTES, PUBLIC_ROUTES } from '../../site/routes/route-list';
import { frame } from '../../site/i18n/en/frame';
import { kindWord } from '../../site/search/engine';
import { content, course } from './content-fixtures';

const ranks = import.meta.glob<number>('../../site/routes/*.route.ts', { eager: true, import: 'rank' });
const patterns = import.meta.glob<string>('../../site/routes/*.route.ts', { eager: true, import: 'pattern' });

describe('the registry of collections', () => {
  it("a declaration's item type is the schema's", () => {
    type Flat<T> = { [K in keyof T]: T[K] };
    expectTypeOf<Flat<ItemOf<typeof teaching>>>().toEqualTypeOf<Flat<EntityMap['teaching']>>();
  });

  it('joins each declaration to its facts, in the registry order', () => {
    expect(Object.keys(DECLARATION_MODULES)).toEqual(Object.keys(COLLECTION_FACTS));
    expect(DECLARATIONS.teaching.listPage).toBe('/teaching');
    expect(DECLARATIONS.teaching.fields[0]?.key).toBe('id');
  });

  it('refuses a relation to a collection nobody registered', () => {
    expect(() =>
      relationTarget({
        key: 'roomId',
        kind: 'relation',
        label: 'Room',
        required: false,
        translatable: false,
        optional: false,
        checked: false,
        target: 'rooms',
      }),
    ).toThrow('The relation field "roomId" names "rooms", which is no registered collection.');
  });

  it("runs a declaration's checks with its heading among the site-health checks", () => {
    expect(CHECK_TITLES['course-description']).toBe('Courses without a description');
    const problems = checkContent(content({ teaching: [course({ id: 'course-x', description: '  ' })] }), {
      today: '2026-11-28',
    });
    expect(
      problems
        .filter((problem) => problem.check === 'course-description')
        .map((problem) => [problem.target, problem.fieldLabel]),
    ).toEqual([[{ kind: 'teaching', id: 'course-x' }, 'Description']]);
  });
});

describe('routes found by rank', () => {
  it('orders the public routes by rank and puts the fallbacks last', () => {
    // Each declaration carries the rank its module exports (an item page declared with its list, just after the list's).
    for (const route of [...PUBLIC_ROUTES, ...FALLBACK_ROUTES]) {
      const files = Object.keys(patterns);
      const file =
        files.find((name) => patterns[name] === route.path) ??
        files.find((name) => `${patterns[name]}/:id` === route.path);
      expect(Math.floor(route.rank), route.path).toBe(ranks[file!]);
    }
    const publicRanks = PUBLIC_ROUTES.map((route) => route.rank);
    expect(publicRanks).toEqual([...publicRanks].sort((a, b) => a - b));
    expect(FALLBACK_ROUTES.map((route) => route.path).at(-1)).toBe('*');
    expect(PUBLIC_ROUTES.map((route) => route.path)).toContain('/teaching/:id');
  });
});

describe("a section's words outside its pages", () => {
  it('come from the registry and the declaration where the frame has none', () => {
    expect(frame.nav.teaching).toBeUndefined();
    expect(COLLECTION_FACTS.teaching.navWord).toBe('Teaching');
    expect(frame.search.kinds.course).toBeUndefined();
    expect(kindWord('course')).toBe('Course');
    expect(kindWord('nothing')).toBeUndefined();
  });
});
