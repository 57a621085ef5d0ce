/** /admin/featured (docs/product.md §2): choose the homepage's featured project, news item and publication. */
import { useId, useState } from 'react';
import type { FeaturedItems } from '../../content/model/schemas';
import { useContent, useStore } from '../../ui/content-context';
import { saveWithBanner, SettingsScreen } from '../form-shell';
import type { Banner } from '../use-entity-form';
import { useShortcuts } from '../shortcuts';

function Choice(props: { label: string; value: string; options: { id: string; title: string }[]; onChange: (id: string) => void }) {
  const id = useId();
  return (
    <div className="studio-field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">First in the list (default)</option>
        {props.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FeaturedScreen() {
  const content = useContent();
  const store = useStore();
  const [choice, setChoice] = useState<FeaturedItems>(() => ({ ...content.featuredItems }));
  const [banner, setBanner] = useState<Banner>(null);
  const save = () => {
    saveWithBanner(setBanner, () => store.setFeatured({ projectId: choice.projectId || null, newsItemId: choice.newsItemId || null, publicationId: choice.publicationId || null }), {
      saved: 'Featured items saved successfully!',
      failed: 'An error occurred while saving the featured items.',
    });
  };
  useShortcuts({ save });
  return (
    <SettingsScreen title="Featured Content" banner={banner} className="studio-form" onSubmit={save}>
        <p className="studio-hint">The homepage shows one featured research area, news item and publication.</p>
        <Choice label="Featured project" value={choice.projectId ?? ''} options={content.projects} onChange={(projectId) => setChoice((c) => ({ ...c, projectId }))} />
        <Choice label="Featured news item" value={choice.newsItemId ?? ''} options={content.newsItems} onChange={(newsItemId) => setChoice((c) => ({ ...c, newsItemId }))} />
        <Choice
          label="Featured publication"
          value={choice.publicationId ?? ''}
          options={content.publications}
          onChange={(publicationId) => setChoice((c) => ({ ...c, publicationId }))}
        />
        <div className="studio-actions studio-form-actions">
          <button type="submit" className="studio-button studio-primary">
            Save Featured Items
          </button>
          <span className="studio-shortcuts">Ctrl+S (⌘S) saves</span>
        </div>
    </SettingsScreen>
  );
}
