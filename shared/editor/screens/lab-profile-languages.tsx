/**
 * The lab profile's languages (docs/decisions/060): which languages the site speaks, the
 * default first, and the profile's texts in the others, each beside its default text.
 */
import { useEffect, useState } from 'react';
import { languageName } from '../../content/model/languages';
import { PROFILE_TRANSLATABLE, withTranslation } from '../../content/model/translations';
import type { LabProfile } from '../../content/model/lab-profile';
import { TextField } from '../fields';
import { TranslationFields } from '../translations';
import { PROFILE_MARKDOWN_FIELDS } from '../../content/model/prose-fields';
import type { Update } from './lab-profile-fields';

/** The studio's names of the profile's texts. */
const LABELS: Record<string, string> = {
  name: 'Lab name',
  shortName: 'Short name',
  description: 'Site description',
  logoAlt: 'Logo alt text',
  'home.kicker': 'Hero kicker',
  'home.title': 'Hero title',
  'home.lead': 'Hero lead',
  'home.primaryButton.label': 'First button label',
  'home.secondaryButton.label': 'Second button label',
  'home.missionHeading': 'Mission heading',
  'home.mission': 'Mission',
  'home.peopleText': 'People text',
  'home.workWithUs': 'Work with us text',
  'home.teamImageAlt': 'Team image alt text',
  'contact.collaborations.heading': 'Collaborations heading',
  'contact.collaborations.text': 'Collaborations text',
  'contact.jobs.heading': 'Job openings heading',
  'contact.jobs.text': 'Job openings text',
  'contact.press.heading': 'Press heading',
  'contact.press.text': 'Press text',
  'contact.address': 'Postal address',
  footerText: 'Footer text',
  shareImageAlt: 'Share image alt text',
};

/** The profile's texts that are paragraphs rather than lines: edited in a text area. */
const LONG_TEXTS: readonly string[] = [
  'description',
  'home.lead',
  'home.mission',
  'home.peopleText',
  'home.workWithUs',
  'contact.collaborations.text',
  'contact.jobs.text',
  'contact.press.text',
  'contact.address',
  'footerText',
];

/** "en, nb" as the profile's list; absent when only the default (English) remains. */
export function parseLanguages(text: string): string[] | undefined {
  const tags = text
    .split(/[\s,]+/)
    .map((tag) => tag.trim())
    .filter(Boolean);
  return tags.length > 1 || (tags.length === 1 && tags[0] !== 'en') ? tags : undefined;
}

export function LanguagesField({ draft, update }: { draft: LabProfile; update: Update }) {
  const [text, setText] = useState(() => (draft.languages ?? ['en']).join(', '));
  // The draft changed from elsewhere ("Discard changes"): show its languages again.
  const shown = JSON.stringify(draft.languages ?? null);
  useEffect(() => {
    setText((current) => (JSON.stringify(parseLanguages(current) ?? null) === shown ? current : (draft.languages ?? ['en']).join(', ')));
    // Only a change of the draft's list matters; `draft.languages` is read through `shown`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);
  const named = (draft.languages ?? ['en']).map((tag) => `${languageName(tag, 'en')} (${tag})`).join(', ');
  return (
    <fieldset>
      <legend>Languages</legend>
      <TextField
        label="Site languages"
        value={text}
        onChange={(value) => {
          setText(value);
          update((d) => ({ ...d, languages: parseLanguages(value) }));
        }}
        hint={`Language tags, the default first, separated by commas (en, nb). The default language is served at the site's root, each other one under its own prefix (/nb/). Save, then write the texts of a new language with the switch at the top. Now: ${named}.`}
      />
    </fieldset>
  );
}

/** The profile's texts in `lang`. */
export function ProfileTranslations({ draft, update, lang, defaultLang }: { draft: LabProfile; update: Update; lang: string; defaultLang: string }) {
  return (
    <TranslationFields
      record={draft}
      fields={PROFILE_TRANSLATABLE}
      markdown={PROFILE_MARKDOWN_FIELDS}
      lang={lang}
      defaultLang={defaultLang}
      labels={LABELS}
      long={LONG_TEXTS}
      onChange={(field, value) => update((d) => withTranslation(d, lang, field, value))}
    />
  );
}
