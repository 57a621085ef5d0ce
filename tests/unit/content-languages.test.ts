/**
 * Languages as content (docs/decisions/060): the languages a profile names, the fields that
 * are translated, content as a page in one language shows it, writing a translation, what the
 * schemas keep, and the review's per-language changes.
 */
import { describe, expect, it } from 'vitest';
import { languagesOf, languageName, splitLanguagePath } from '../../shared/content/model/languages';
import { localizeContent, missingTranslations, withTranslation } from '../../shared/content/model/translations';
import { entitySchemas, valueSchemas } from '../../shared/content/model/model';
import { validateLabProfile } from '../../shared/content/model/profile-rules';
import { reviewChanges } from '../../shared/content/review/review';
import { teamSections } from '../../shared/content/read/team';
import { generateSource } from '../../shared/export/source';
import { seedContent } from '../fixtures/content/seed';
import { blankItem } from '../../shared/content/model/blanks';

const content = seedContent();

describe('the site’s languages', () => {
  it('are the profile’s tags, default first; none named is English only', () => {
    expect(languagesOf({ languages: ['nb', 'en'] })).toEqual(['nb', 'en']);
    expect(languagesOf({})).toEqual(['en']);
    expect(languagesOf({ languages: ['en', 'not a tag', 'en', 'pt-BR'] })).toEqual(['en', 'pt-BR']);
  });
  it('split a site path into its language and the path every language shares', () => {
    const profile = { languages: ['en', 'nb'] };
    expect(splitLanguagePath('/nb/team/member-1/', profile)).toEqual({ lang: 'nb', path: '/team/member-1/' });
    expect(splitLanguagePath('/nb', profile)).toEqual({ lang: 'nb', path: '/' });
    expect(splitLanguagePath('/team/', profile)).toEqual({ lang: 'en', path: '/team/' });
    // Only the profile's own languages are prefixes; the default never is.
    expect(splitLanguagePath('/de/team/', profile)).toEqual({ lang: 'en', path: '/de/team/' });
    expect(splitLanguagePath('/en/team/', profile)).toEqual({ lang: 'en', path: '/en/team/' });
  });
  it('are named in their own language for the switcher', () => {
    expect(languageName('nb')).toBe('Norsk bokmål');
    expect(languageName('en')).toBe('English');
  });
  it('must be language tags, each once', () => {
    const profile = content.labProfile;
    expect(validateLabProfile({ ...profile, languages: ['en', 'nb'] })).toBeNull();
    expect(validateLabProfile({ ...profile, languages: ['en', 'norsk'] })).toBe('Site languages: "norsk" is not a language tag (en, nb, de, pt-BR)');
    expect(validateLabProfile({ ...profile, languages: ['en', 'nb', 'en'] })).toBe('Site languages: "en" is listed twice');
  });
});

describe('content in one language', () => {
  const project = { ...blankItem('projects', {}), id: 'p', title: 'Open science', description: 'Shared data.', translations: { nb: { title: 'Åpen forskning' } } };
  const member = { ...blankItem('teamMembers', {}), id: 'm', name: 'Ada', role: 'Postdoctoral Researcher', bio: 'Works on models.', translations: { nb: { role: 'Postdoktor' } } };

  it('shows each translated text, keeps the default where none is written and lists those fields', () => {
    const nb = localizeContent({ projects: [project], teamMembers: [member] }, 'nb', 'en');
    expect(nb.projects![0]).toMatchObject({ title: 'Åpen forskning', description: 'Shared data.', untranslated: ['description'] });
    expect(nb.projects![0]).not.toHaveProperty('translations');
    // The team is grouped by the role as written in the default language.
    expect(nb.teamMembers![0]).toMatchObject({ role: 'Postdoktor', defaults: { role: 'Postdoctoral Researcher' } });
    expect(teamSections(nb.teamMembers!).groups.map((group) => group.key)).toEqual(['postdoc']);
  });
  it('carries only its own language: the default page drops every translation', () => {
    const en = localizeContent({ projects: [project] }, 'en', 'en');
    const { translations: _dropped, ...withoutTranslations } = project;
    expect(en.projects![0]).toEqual(withoutTranslations);
    // The profile too, by path.
    const nb = localizeContent({ labProfile: content.labProfile }, 'nb', 'en').labProfile!;
    expect(nb.home.lead).toBe(content.labProfile.translations!.nb!['home.lead']);
    expect(nb.name).toBe(content.labProfile.name);
    expect(nb).not.toHaveProperty('translations');
  });
  it('names the fields still missing a translation; an empty text is missing too', () => {
    expect(missingTranslations('projects', project, 'nb')).toEqual(['description']);
    expect(missingTranslations('projects', { ...project, translations: { nb: { title: ' ', description: 'Delte data.' } } }, 'nb')).toEqual(['title']);
    // Publications are cited as published: nothing to translate.
    expect(missingTranslations('publications', content.publications[0]!, 'nb')).toEqual([]);
  });
});

describe('writing a translation', () => {
  const base = { ...blankItem('newsItems', {}), id: 'n', title: 'Hello', content: 'Text' };
  it('adds it under the language, last among the fields, and an empty text removes it', () => {
    const one = withTranslation(base, 'nb', 'title', 'Hei');
    expect(one.translations).toEqual({ nb: { title: 'Hei' } });
    expect(Object.keys(one).at(-1)).toBe('translations');
    const none = withTranslation(one, 'nb', 'title', '');
    expect(none).not.toHaveProperty('translations');
    expect(none).toEqual(base);
  });
  it('survives the schema, which drops unknown languages, fields and empty texts', () => {
    const parsed = entitySchemas.newsItems.parse({ ...base, translations: { nb: { title: 'Hei', author: 'x', content: '' }, 'not a tag': { title: 'x' } } });
    expect(parsed.translations).toEqual({ nb: { title: 'Hei' } });
    expect(entitySchemas.newsItems.parse({ ...base, translations: { nb: {} } })).not.toHaveProperty('translations', expect.anything());
    const profile = valueSchemas.labProfile.parse({ ...content.labProfile, languages: ['en', 'nb', 'bad tag'] });
    expect(profile.languages).toEqual(['en', 'nb']);
    expect(profile.translations?.nb?.['home.lead']).toBe(content.labProfile.translations!.nb!['home.lead']);
  });
  it('leaves content without translations exactly as it exported before', () => {
    const plain = content.fundingSources;
    expect(plain.some((item) => item.translations)).toBe(false);
    const reparsed = plain.map((item) => entitySchemas.fundingSources.parse(item));
    expect(generateSource('fundingSources', reparsed)).toBe(generateSource('fundingSources', plain));
    expect(generateSource('fundingSources', reparsed)).not.toContain('translations');
  });
});

describe('the review', () => {
  it('shows a changed translation as its own field, named with its language', () => {
    const before = content;
    const project = before.projects.find((item) => item.translations?.nb?.title)!;
    const after = {
      ...before,
      projects: before.projects.map((item) => (item.id === project.id ? withTranslation(item, 'nb', 'title', 'Ny tittel') : item)),
      labProfile: withTranslation(before.labProfile, 'nb', 'home.kicker', 'Nytt universitet'),
    };
    const review = reviewChanges(before, after);
    const projectFields = review.sections.find((section) => section.key === 'projects')!.changes[0]!.fields;
    expect(projectFields).toEqual([
      { field: 'translations.nb.title', label: 'title (Norwegian Bokmål)', before: project.translations!.nb!.title, after: 'Ny tittel', lang: 'nb' },
    ]);
    const profileFields = review.sections.find((section) => section.key === 'labProfile')!.changes[0]!.fields;
    expect(profileFields.map((field) => [field.label, field.lang])).toEqual([['home › kicker (Norwegian Bokmål)', 'nb']]);
  });
});
