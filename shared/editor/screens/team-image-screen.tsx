/** /admin/team-image (SPEC §2, §8): the homepage team picture, its live preview and position. */
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_TEAM_IMAGE_POSITION, TEAM_IMAGE_POSITIONS } from '../../content/constants';
import { MESSAGES } from '../../content/validation';
import { safeUrl } from '../../content/urls';
import { isAssetRef } from '../../store/assets';
import { useContent, useStore } from '../../ui/content-context';
import { useImageSrc } from '../asset-image';
import { SelectField } from '../fields';
import { StatusBanner } from '../form-shell';
import { useShortcuts } from '../shortcuts';
import type { Banner } from '../use-entity-form';

function Preview({ value, position, alt, failText, onFail }: { value: string; position: string; alt: string; failText: string; onFail: (failed: boolean) => void }) {
  const src = useImageSrc(value);
  const [failed, setFailed] = useState<string | null>(null);
  if (!src) return isAssetRef(value) ? null : <p className="studio-banner studio-banner-error">{failText}</p>;
  if (failed === src) return <p className="studio-banner studio-banner-error">{failText}</p>;
  return (
    <img
      className="studio-team-preview"
      src={src}
      alt={alt}
      style={{ objectPosition: position }}
      onLoad={() => onFail(false)}
      onError={() => {
        setFailed(src);
        onFail(true);
      }}
    />
  );
}

export function TeamImageScreen() {
  const content = useContent();
  const store = useStore();
  const urlId = useId();
  const [url, setUrl] = useState(content.teamImage);
  const [position, setPosition] = useState(content.teamImagePosition || DEFAULT_TEAM_IMAGE_POSITION);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [banner, setBanner] = useState<Banner>(null);
  const save = () => {
    if (!url.trim()) return setBanner({ tone: 'error', text: MESSAGES.teamImageRequired });
    if (previewFailed || !safeUrl(url, 'image')) return setBanner({ tone: 'error', text: MESSAGES.previewCannotLoad });
    try {
      store.setTeamImage(url.trim(), position);
      setBanner({ tone: 'success', text: 'Team image updated successfully!' });
    } catch (error) {
      console.warn('Updating the team image failed', error);
      setBanner({ tone: 'error', text: MESSAGES.teamImageFailed });
    }
  };
  useShortcuts({ save });
  return (
    <div className="studio-page">
      <div className="studio-header">
        <h1>Update Team Image</h1>
        <Link className="studio-link" to="/admin">
          Back to Dashboard
        </Link>
      </div>
      <StatusBanner banner={banner} />
      <section className="studio-panel" aria-labelledby={`${urlId}-current`}>
        <h2 id={`${urlId}-current`}>Current image</h2>
        <Preview value={content.teamImage} position={content.teamImagePosition} alt="Current team image" failText={MESSAGES.currentImageUnavailable} onFail={() => undefined} />
      </section>
      <form
        className="studio-form"
        noValidate
        aria-label="Update Team Image"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className="studio-field">
          <label htmlFor={urlId}>Image URL</label>
          <input
            id={urlId}
            type="url"
            aria-required="true"
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setPreviewFailed(false);
            }}
          />
        </div>
        <SelectField label="Image position" value={position} onChange={setPosition} options={TEAM_IMAGE_POSITIONS.map((p) => ({ value: p, label: p.charAt(0).toUpperCase() + p.slice(1) }))} />
        <h2>Preview</h2>
        {url.trim() ? (
          <Preview key={url.trim()} value={url.trim()} position={position} alt="Preview of the new team image" failText={MESSAGES.previewUnavailable} onFail={setPreviewFailed} />
        ) : (
          <p className="studio-hint">Enter an image URL to see a preview.</p>
        )}
        <div className="studio-actions studio-form-actions">
          <button type="submit" className="studio-button studio-primary">
            Update Team Image
          </button>
          <span className="studio-shortcuts">Ctrl+S (⌘S) saves</span>
        </div>
      </form>
    </div>
  );
}
