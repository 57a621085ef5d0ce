/**
 * /admin/lab-profile: the lab's names, brand colour, page texts, contact details, links and
 * which sections the navigation lists (docs/decisions/050). The side panel's site tab shows
 * the draft live; Save commits it through the store (one undoable history entry).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { labProfileOf, type LabProfile } from '../../content/model/lab-profile';
import { validateLabProfile } from '../../content/model/profile-rules';
import { localDay } from '../../content/read/expiry';
import { sectionCounts } from '../../content/read/sections';
import { useContent, useStore } from '../../ui/content-context';
import { fieldControl, saveWithBanner, SettingsScreen } from '../form-shell';
import { useStudioHost } from '../host';
import { useShortcuts } from '../shortcuts';
import type { Banner } from '../use-entity-form';
import { ContactFields } from './lab-profile-contact';
import './lab-profile.css';
import { BrandFields, HomeFields, IdentityFields, INTRO_LABELS, IntroFields, LinkFields, SectionFields, type Update } from './lab-profile-fields';
import { LanguagesField, ProfileTranslations } from './lab-profile-languages';
import { CitationStyleField } from './lab-profile-citation';
import { PublicationDisplayFields } from './lab-profile-publications';
import { LanguageSwitch, useEditedLanguage } from '../translations';
import { useSiteLanguages } from '../../ui/use-lab-profile';
import { missingFields, PROFILE_TRANSLATABLE } from '../../content/model/translations';

/** Click-to-edit targets on the site (data-edit-id / data-edit-field) -> the label of their control. */
const FOCUS_LABELS: Record<string, string> = {
  kicker: 'kicker',
  title: 'hero title',
  lead: 'lead',
  hero: 'lead',
  missionHeading: 'mission heading',
  mission: 'mission',
  people: 'people text',
  'contact-collaborations': 'collaborations text',
  'contact-jobs': 'job openings text',
  'contact-press': 'press text',
  'contact-address': 'postal address',
  ...Object.fromEntries(Object.entries(INTRO_LABELS).map(([key, label]) => [`intro-${key}`, label.toLowerCase()])),
};

export function LabProfileScreen() {
  const content = useContent();
  const store = useStore();
  const host = useStudioHost();
  const saved = labProfileOf(content);
  const [draft, setDraft] = useState<LabProfile>(() => structuredClone(saved));
  const [banner, setBanner] = useState<Banner>(null);
  const update: Update = (change) => setDraft((current) => change(current));
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const [lang, setLang] = useEditedLanguage();
  const { defaultLang } = useSiteLanguages();

  // Live preview in the site tab (side panel) while the draft differs from what is saved.
  const preview = host.preview;
  useEffect(() => {
    preview?.(dirty ? { kind: 'labProfile', item: draft } : null);
  }, [preview, draft, dirty]);
  useEffect(() => () => preview?.(null), [preview]);

  // Click-to-edit: focus the control of the text that was clicked.
  const state = useLocation().state as { focusField?: unknown; focusItem?: unknown } | null;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const key = [state?.focusField, state?.focusItem].find((value) => typeof value === 'string' && FOCUS_LABELS[value]);
    // A site-health "Fix" link names the field by its label ("Logo alt text").
    const label = typeof key === 'string' ? FOCUS_LABELS[key] : typeof state?.focusField === 'string' ? state.focusField : undefined;
    if (label && formRef.current) fieldControl(formRef.current, label)?.focus();
  }, [state]);

  const save = () => {
    const problem = validateLabProfile(draft);
    if (problem) return setBanner({ tone: 'error', text: problem });
    saveWithBanner(setBanner, () => store.setLabProfile(draft), { saved: 'Lab profile saved successfully!', failed: 'An error occurred while saving the lab profile.' });
  };
  useShortcuts({ save });

  return (
    <SettingsScreen title="Lab Profile" banner={banner} className="studio-form studio-profile" formRef={formRef} onSubmit={save}>
        <p className="studio-hint">
          Who the lab is and the texts of the home, contact and list pages. The site address, base path and admin password
          stay build settings (SITE_URL, BASE_PATH, ADMIN_PASSWORD).
        </p>
        <LanguageSwitch lang={lang} onChange={setLang} missing={(tag) => missingFields(PROFILE_TRANSLATABLE, draft, tag).length} />
        {lang !== defaultLang ? (
          <ProfileTranslations draft={draft} update={update} lang={lang} defaultLang={defaultLang} />
        ) : (
          <>
            <IdentityFields draft={draft} update={update} />
            <BrandFields draft={draft} update={update} />
            <HomeFields draft={draft} update={update} />
            <IntroFields draft={draft} update={update} />
            <ContactFields draft={draft} update={update} />
            <LinkFields draft={draft} update={update} />
            <SectionFields draft={draft} update={update} counts={sectionCounts(content, localDay())} />
            <LanguagesField draft={draft} update={update} />
            <CitationStyleField draft={draft} update={update} example={content.publications[0]} />
            <PublicationDisplayFields draft={draft} update={update} />
          </>
        )}
        <div className="studio-actions studio-form-actions">
          <button type="submit" className="studio-button studio-primary">
            Save Lab Profile
          </button>
          <button type="button" className="studio-button" disabled={!dirty} onClick={() => setDraft(structuredClone(saved))}>
            Discard changes
          </button>
          <span className="studio-shortcuts">Ctrl+S (⌘S) saves</span>
        </div>
    </SettingsScreen>
  );
}
