/**
 * A collection's listing facts (shared/content/model/collection-facts.ts), which a visitor's
 * member and research-area pages read instead of the declarations, name exactly the relations and
 * days its declaration declares: a relation added to the team or the projects without its fact,
 * or a day shown as plain text, fails here.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTION_FACTS, type CollectionFacts } from '../../shared/content/model/collection-facts';
import { COLLECTIONS } from '../../shared/content/model/collections';
import { ENTITY_KINDS } from '../../shared/content/model/content-keys';

describe('listing facts', () => {
  for (const kind of ENTITY_KINDS) {
    const listed = (COLLECTION_FACTS[kind] as CollectionFacts).listedOn;
    if (!listed) continue;
    it(`${kind}: the relations, order and days its declaration declares`, () => {
      const fields = COLLECTIONS[kind].fields;
      for (const target of ['teamMembers', 'projects'] as const) {
        const declared = fields.filter((spec) => spec.kind === 'relation' && spec.target === target).map((spec) => spec.key);
        expect(listed.by[target] ?? [], target).toEqual(declared);
      }
      const keys = fields.map((spec) => spec.key);
      expect(keys).toContain(listed.order);
      for (const key of listed.line) expect(keys).toContain(key);
      const days = fields.filter((spec) => spec.kind === 'date' && listed.line.includes(spec.key)).map((spec) => spec.key);
      expect([...listed.days].sort()).toEqual(days.sort());
    });
  }

  it('lists the talks and the courses on members\u2019 and research areas\u2019 pages', () => {
    const listedKinds = ENTITY_KINDS.filter((kind) => (COLLECTION_FACTS[kind] as CollectionFacts).listedOn);
    expect(listedKinds).toEqual(expect.arrayContaining(['talks', 'teaching']));
  });
});
