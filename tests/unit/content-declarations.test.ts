/**
 * A collection is one declaration, field by field (docs/decisions/083): the schemas' keys, the
 * translatable set, the Markdown fields, the form's checked fields, the health checks' URL fields
 * and the review's labels all come from it.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../shared/content/model/collections';
import { storedFields } from '../../shared/content/model/fields';
import { FORM_FIELDS, acceptableValue } from '../../shared/content/model/form-fields';
import { URL_FIELDS } from '../../shared/content/health/links';
import { ENTITY_KINDS, entitySchemas } from '../../shared/content/model/model';
import { MARKDOWN_FIELDS } from '../../shared/content/model/prose-fields';
import { collectionFieldLabel, fieldLabel } from '../../shared/content/review/review';
import { TRANSLATABLE } from '../../shared/content/model/translations';

describe('the declarations', () => {
  it('give each schema its keys in the declared order, alt texts after their images and translations last', () => {
    for (const kind of ENTITY_KINDS) {
      const declared = storedFields(COLLECTIONS[kind].fields).map((stored) => stored.key);
      const translated = COLLECTIONS[kind].translatable.length > 0 ? ['translations'] : [];
      expect(Object.keys(entitySchemas[kind].shape)).toEqual([...declared, ...translated]);
    }
    expect(Object.keys(entitySchemas.collaborators.shape)).toEqual(['id', 'name', 'url', 'logo', 'logoAlt', 'translations']);
    expect(Object.keys(entitySchemas.publications.shape)).not.toContain('translations');
  });

  it('declare every key once per collection', () => {
    for (const kind of ENTITY_KINDS) {
      const keys = storedFields(COLLECTIONS[kind].fields).map((stored) => stored.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('give the translatable and Markdown fields', () => {
    expect(TRANSLATABLE).toEqual({
      teamMembers: ['role', 'bio', 'imageAlt'],
      projects: ['title', 'description', 'imageAlt', 'shareImageAlt'],
      newsItems: ['title', 'content', 'imageAlt', 'shareImageAlt'],
      publications: [],
      software: ['description', 'imageAlt'],
      collaborators: ['logoAlt'],
      fundingSources: ['logoAlt'],
      jobOpenings: ['title', 'description', 'requirements', 'location'],
      pages: ['title', 'body', 'imageAlt'],
      talks: ['title', 'abstract'],
      teaching: ['title', 'description'],
      events: ['title', 'place', 'description'],
    });
    expect(MARKDOWN_FIELDS.jobOpenings).toEqual(['description']);
    expect(MARKDOWN_FIELDS.teamMembers).toEqual(['bio']);
    expect(MARKDOWN_FIELDS.publications).toEqual([]);
  });

  it("give the form's checked fields with their labels, in the form's order", () => {
    expect(FORM_FIELDS.teamMembers).toEqual([
      ['name', 'Name'],
      ['role', 'Role'],
      ['bio', 'Bio'],
      ['orcid', 'ORCID iD'],
      ['scholarUrl', 'Google Scholar profile'],
      ['website', 'Personal website'],
    ]);
    expect(FORM_FIELDS.publications.map(([key]) => key)).toEqual(['title', 'journal', 'year', 'type', 'citation', 'authors']);
    expect(FORM_FIELDS.pages).toEqual([
      ['title', 'Title'],
      ['slug', 'Address'],
      ['body', 'Body'],
    ]);
    const now = new Date('2026-03-04T12:00:00Z');
    expect(acceptableValue('jobOpenings', 'postedDate', now)).toBe('2026-03-04');
    expect(acceptableValue('software', 'repoUrl', now)).toBe('https://example.org/');
    expect(acceptableValue('software', 'technologies', now)).toEqual(['x']);
    expect(acceptableValue('publications', 'year', now)).toBe(2026);
  });

  it("give the health checks' URL fields with the labels of their controls", () => {
    expect(URL_FIELDS.teamMembers).toEqual([
      ['imageUrl', 'Image URL'],
      ['cvUrl', 'Upload CV (PDF)'],
      ['scholarUrl', 'Google Scholar profile'],
      ['website', 'Personal website'],
    ]);
    expect(URL_FIELDS.collaborators).toEqual([
      ['url', 'Website URL'],
      ['logo', 'Logo URL'],
    ]);
    expect(URL_FIELDS.projects).toEqual([
      ['image', 'Image URL'],
      ['shareImage', 'Share image'],
    ]);
    expect(URL_FIELDS.publications).toContainEqual(['url', 'URL']);
    expect(URL_FIELDS.publications).toContainEqual(['codeUrl', 'Code URL']);
  });

  it("give the review's words from the labels, not from the keys", () => {
    expect(collectionFieldLabel('teamMembers', 'imageAlt')).toBe('image alt text');
    expect(collectionFieldLabel('projects', 'emojiHexcodes')).toBe('emojis');
    expect(collectionFieldLabel('fundingSources', 'grantNumber')).toBe('grant number');
    expect(collectionFieldLabel('publications', 'doi')).toBe('DOI');
    expect(collectionFieldLabel('collaborators', 'url')).toBe('website URL');
    // A key no declaration names (hand-edited content) is still read as words.
    expect(collectionFieldLabel('projects', 'fundingNote')).toBe('funding note');
    expect(fieldLabel('homeHeroUrl')).toBe('home hero URL');
  });
});
