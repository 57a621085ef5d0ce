/** The groups of the Lab profile screen: each edits one part of the profile draft. */
import { brandPalette, contrastRatio } from '../../content/read/brand-color';
import {
  HERO_FIGURES,
  INTRO_KEYS,
  SECTION_KEYS,
  SOCIAL_KEYS,
  SOCIAL_LABELS,
  type HeroFigure,
  type IntroKey,
  type LabProfile,
  type SectionVisibility,
} from '../../content/model/lab-profile';
import { SECTION_LABELS } from '../../content/read/sections';
import { FAVICON_MAX_SIDE } from '../../content/model/constants';
import { useEffect, useState } from 'react';
import { shareImageSizeNote } from '../../content/model/profile-rules';
import { AltTextField } from '../alt-text-field';
import { isAssetRef } from '../../store/asset-ref';
import { useImageSrc } from '../asset-image';
import { ProfileImageUpload } from './lab-profile-upload';
import { CheckboxField, MarkdownField, SelectField, TextArea, TextField } from '../fields';

export type Update = (change: (draft: LabProfile) => LabProfile) => void;
interface GroupProps {
  draft: LabProfile;
  update: Update;
}


export function IdentityFields({ draft, update }: GroupProps) {
  const set = (field: 'name' | 'shortName' | 'institution' | 'department' | 'institutionUrl' | 'description' | 'logo' | 'favicon' | 'shareImage') => (value: string) =>
    update((d) => ({ ...d, [field]: value }));
  return (
    <fieldset>
      <legend>Lab and institution</legend>
      <TextField label="Lab name" required value={draft.name} onChange={set('name')} />
      <TextField label="Short name" value={draft.shortName} onChange={set('shortName')} hint="Used where space is tight (the extension's labels)." />
      <TextField label="Institution" value={draft.institution} onChange={set('institution')} />
      <TextField label="Department" value={draft.department} onChange={set('department')} />
      <TextField label="Institution URL" type="url" value={draft.institutionUrl} onChange={set('institutionUrl')} />
      <TextArea label="Site description" rows={2} value={draft.description} onChange={set('description')} hint="The default description search engines and link previews show." />
      <TextField
        label="Logo"
        value={isAssetRef(draft.logo) ? '' : draft.logo}
        onChange={set('logo')}
        hint={isAssetRef(draft.logo) ? 'Using the uploaded logo; enter a path or address to link one instead.' : "A site path (/assets/lab/logo.svg) or https:// address, or upload a file. Empty: the lab's name is the wordmark."}
      />
      <ProfileImageUpload label="Upload logo" name="logo" value={draft.logo} maxSide={1024} webp={false} onUploaded={set('logo')} />
      <AltTextField label="Logo alt text" value={draft.logoAlt} onChange={(logoAlt) => update((d) => ({ ...d, logoAlt }))} hasImage={Boolean(draft.logo.trim())} />
      <TextField
        label="Favicon"
        value={isAssetRef(draft.favicon) ? '' : draft.favicon}
        onChange={set('favicon')}
        hint={isAssetRef(draft.favicon) ? 'Using the uploaded favicon; enter a path or address to link one instead.' : "Empty: the logo is used, or the site's standard mark."}
      />
      <ProfileImageUpload label="Upload favicon" name="favicon" value={draft.favicon} maxSide={FAVICON_MAX_SIDE} onUploaded={set('favicon')} />
      <TextField
        label="Share image"
        value={isAssetRef(draft.shareImage) ? '' : draft.shareImage}
        onChange={set('shareImage')}
        hint={
          isAssetRef(draft.shareImage)
            ? 'Using the uploaded image; enter a path or address to link one instead.'
            : 'Shown in link previews when a page has no image of its own: 1200 × 630 px works everywhere.'
        }
      />
      <ProfileImageUpload label="Upload share image" name="share-image" value={draft.shareImage} maxSide={2400} webp={false} onUploaded={set('shareImage')} />
      <ShareImageSize image={draft.shareImage} />
      <AltTextField
        label="Share image alt text"
        value={draft.shareImageAlt}
        onChange={(shareImageAlt) => update((d) => ({ ...d, shareImageAlt }))}
        hasImage={Boolean(draft.shareImage.trim())}
      />
    </fieldset>
  );
}

/** The share image's pixel size, checked for link previews once it has loaded (a note, not a refusal). */
function ShareImageSize({ image }: { image: string }) {
  const src = useImageSrc(image.trim() || undefined);
  const [size, setSize] = useState<{ src: string; width: number; height: number } | null>(null);
  useEffect(() => {
    if (!src) return;
    let current = true;
    const probe = new Image();
    // An SVG without a size of its own reports none: nothing to say about it.
    probe.onload = () => current && probe.naturalWidth > 0 && probe.naturalHeight > 0 && setSize({ src, width: probe.naturalWidth, height: probe.naturalHeight });
    probe.src = src;
    return () => {
      current = false;
    };
  }, [src]);
  const note = size && size.src === src ? shareImageSizeNote(size) : null;
  return (
    <p className="studio-hint studio-size-note" role="status">
      {note ?? ''}
    </p>
  );
}

export function BrandFields({ draft, update }: GroupProps) {
  const result = brandPalette(draft.brandColor);
  const valid = /^#[0-9a-f]{6}$/i.test(draft.brandColor);
  return (
    <fieldset>
      <legend>Brand colour</legend>
      <div className="studio-brand">
        <TextField label="Brand colour" value={draft.brandColor} onChange={(brandColor) => update((d) => ({ ...d, brandColor }))} hint="A hex code such as #00AAFF." />
        <input
          type="color"
          aria-label="Pick the brand colour"
          value={valid ? draft.brandColor.toLowerCase() : '#000000'}
          onChange={(event) => update((d) => ({ ...d, brandColor: event.target.value.toUpperCase() }))}
        />
      </div>
      {result.ok ? (
        <ul className="studio-swatches" aria-label="Derived colours">
          {[
            ['Links (light)', result.palette.text, '#ffffff'],
            ['Buttons', '#ffffff', result.palette.accent],
            ['Links (dark)', result.palette.dark.text, '#152230'],
          ].map(([label, fg, bg]) => (
            <li key={label} style={{ color: fg, background: bg }}>
              {label} {fg === '#ffffff' ? bg : fg} · {contrastRatio(fg!, bg!).toFixed(1)}:1
            </li>
          ))}
        </ul>
      ) : (
        <p className="studio-hint studio-error-text" role="status">
          {result.reason}
        </p>
      )}
    </fieldset>
  );
}

const FIGURE_LABELS: Record<HeroFigure, string> = {
  projects: 'Research areas',
  publications: 'Publications',
  teamMembers: 'People',
  software: 'Open-source tools',
  newsItems: 'News items',
  openPositions: 'Open positions',
};

export function HomeFields({ draft, update }: GroupProps) {
  const home = draft.home;
  const set = (field: 'kicker' | 'title' | 'lead' | 'missionHeading' | 'mission' | 'peopleText' | 'workWithUs') => (value: string) =>
    update((d) => ({ ...d, home: { ...d.home, [field]: value } }));
  const button = (which: 'primaryButton' | 'secondaryButton', field: 'label' | 'target') => (value: string) =>
    update((d) => ({ ...d, home: { ...d.home, [which]: { ...d.home[which], [field]: value } } }));
  const toggle = (figure: HeroFigure, on: boolean) =>
    update((d) => ({ ...d, home: { ...d.home, figures: HERO_FIGURES.filter((f) => (f === figure ? on : d.home.figures.includes(f))) } }));
  return (
    <fieldset>
      <legend>Home page</legend>
      <TextField label="Kicker" value={home.kicker} onChange={set('kicker')} hint="The small line above the title (the institution, say)." />
      <TextField label="Hero title" value={home.title} onChange={set('title')} hint="Empty: the lab's name." />
      <TextArea label="Lead" rows={3} value={home.lead} onChange={set('lead')} />
      <div className="studio-profile-row">
        <TextField label="First button label" value={home.primaryButton.label} onChange={button('primaryButton', 'label')} />
        <TextField label="First button target" value={home.primaryButton.target} onChange={button('primaryButton', 'target')} />
      </div>
      <div className="studio-profile-row">
        <TextField label="Second button label" value={home.secondaryButton.label} onChange={button('secondaryButton', 'label')} />
        <TextField label="Second button target" value={home.secondaryButton.target} onChange={button('secondaryButton', 'target')} />
      </div>
      <div role="group" aria-label="Hero figures" className="studio-checks">
        <p className="studio-label">Hero figures</p>
        {HERO_FIGURES.map((figure) => (
          <CheckboxField key={figure} label={FIGURE_LABELS[figure]} checked={home.figures.includes(figure)} onChange={(on) => toggle(figure, on)} />
        ))}
      </div>
      <TextField label="Mission heading" value={home.missionHeading} onChange={set('missionHeading')} />
      <MarkdownField label="Mission" rows={5} value={home.mission} onChange={set('mission')} />
      <TextArea label="People text" rows={2} value={home.peopleText} onChange={set('peopleText')} />
      <TextField label="Work with us text" value={home.workWithUs} onChange={set('workWithUs')} />
    </fieldset>
  );
}

export const INTRO_LABELS: Record<IntroKey, string> = {
  news: 'News intro',
  research: 'Research intro',
  publications: 'Publications intro',
  software: 'Software intro',
  team: 'Team intro',
  joinUs: 'Join Us intro',
  contact: 'Contact intro',
};

export function IntroFields({ draft, update }: GroupProps) {
  return (
    <fieldset>
      <legend>Page intros</legend>
      {INTRO_KEYS.map((key) => (
        <TextArea key={key} label={INTRO_LABELS[key]} rows={2} value={draft.intros[key]} onChange={(value) => update((d) => ({ ...d, intros: { ...d.intros, [key]: value } }))} />
      ))}
    </fieldset>
  );
}

export function SectionFields({ draft, update, counts }: GroupProps & { counts: Record<string, number> }) {
  return (
    <fieldset>
      <legend>Sections in the navigation</legend>
      <p className="studio-hint">Automatic: a section with nothing in it is left out of the navigation, the home page, the sitemap and search. Its page still answers.</p>
      {SECTION_KEYS.map((key) => (
        <SelectField
          key={key}
          label={`${SECTION_LABELS[key]} (${counts[key] ?? 0})`}
          value={draft.sections[key] ?? 'automatic'}
          onChange={(value) => update((d) => ({ ...d, sections: { ...d.sections, [key]: value as SectionVisibility } }))}
          options={[
            { value: 'automatic', label: 'Automatic (hidden when empty)' },
            { value: 'always', label: 'Always show' },
            { value: 'hide', label: 'Hide' },
          ]}
        />
      ))}
    </fieldset>
  );
}

export function LinkFields({ draft, update }: GroupProps) {
  return (
    <fieldset>
      <legend>Links and footer</legend>
      <p className="studio-hint">Shown in the footer and given to search engines as the lab's other profiles. A full address, or just the name for GitHub, GitLab, Bluesky, X and ORCID.</p>
      {SOCIAL_KEYS.map((key) => (
        <TextField key={key} label={SOCIAL_LABELS[key]} value={draft.links[key]} onChange={(value) => update((d) => ({ ...d, links: { ...d.links, [key]: value } }))} />
      ))}
      <TextField label="Footer text" value={draft.footerText} onChange={(footerText) => update((d) => ({ ...d, footerText }))} hint="After the copyright line." />
    </fieldset>
  );
}

