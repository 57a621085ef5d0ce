/**
 * /admin/team-image (docs/product.md §2, §8): the homepage team picture, uploaded (resized in the browser
 * and kept in the asset store, like profile photos) or linked, shown once, with its position:
 * a focal point chosen by clicking the picture, or one of nine presets from the keyboard.
 */
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { TEAM_IMAGE_MAX_SIDE } from '../../content/model/constants';
import { parsePosition, safePosition } from '../../content/media/image-position';
import { coverCrop, formatFocalPoint, POSITION_PRESETS, presetOf } from '../../content/media/image-crop';
import { MESSAGES } from '../../content/model/validation';
import { safeUrl } from '../../content/read/urls';
import { assetPathOf, EXTENSION_BY_TYPE, isAssetRef, slugify } from '../../store/assets';
import { useContent, useStore } from '../../ui/content-context';
import { useImageSrc } from '../asset-image';
import { FileField } from '../fields';
import { fieldControl, saveWithBanner, SettingsScreen } from '../form-shell';
import { useStudioHost } from '../host';
import { resizeImage } from '../image-resize';
import { useShortcuts } from '../shortcuts';
import type { Banner } from '../use-entity-form';
import { readImageUpload } from '../read-upload';
import { ALT_TEXT_MESSAGE } from '../../content/media/alt-text';
import { AltTextField } from '../alt-text-field';

/** The home page shows the team picture in a 16:9 frame (site/styles/pages.css). */
const HOME_FRAME_ASPECT = 16 / 9;

function Preview(props: { value: string; position: string; current: boolean; onPick: (position: string) => void; onFail: (failed: boolean) => void }) {
  const src = useImageSrc(props.value);
  const [failed, setFailed] = useState<string | null>(null);
  const [aspect, setAspect] = useState(0);
  const failText = props.current ? MESSAGES.currentImageUnavailable : MESSAGES.previewUnavailable;
  if (!src) return isAssetRef(props.value) ? null : <p className="studio-banner studio-banner-error">{failText}</p>;
  if (failed === src) return <p className="studio-banner studio-banner-error">{failText}</p>;
  const point = parsePosition(props.position) ?? { x: 50, y: 50 };
  const crop = coverCrop(aspect, HOME_FRAME_ASPECT, point);
  const pick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    props.onPick(formatFocalPoint({ x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 }));
  };
  return (
    <div className="studio-focus">
      <img
        className="studio-focus-image"
        src={src}
        alt={props.current ? 'Current team image' : 'Preview of the new team image'}
        onClick={pick}
        onLoad={(event) => {
          const img = event.currentTarget;
          setAspect(img.naturalHeight ? img.naturalWidth / img.naturalHeight : 0);
          props.onFail(false);
        }}
        onError={() => {
          setFailed(src);
          props.onFail(true);
        }}
      />
      {aspect ? (
        <>
          {crop.width < 0.995 || crop.height < 0.995 ? (
            <span
              className="studio-focus-crop"
            aria-hidden="true"
              style={{ left: `${crop.left * 100}%`, top: `${crop.top * 100}%`, width: `${crop.width * 100}%`, height: `${crop.height * 100}%` }}
            />
          ) : null}
          <span className="studio-focus-point" aria-hidden="true" style={{ left: `${point.x}%`, top: `${point.y}%` }} />
        </>
      ) : null}
    </div>
  );
}

function PositionPresets({ value, onChange }: { value: string; onChange: (position: string) => void }) {
  const name = useId();
  const preset = presetOf(value);
  return (
    <fieldset className="studio-field studio-presets">
      <legend>Image position</legend>
      <div className="studio-preset-grid">
        {POSITION_PRESETS.map((option) => (
          <label key={option.value} className="studio-preset" title={option.label}>
            <input type="radio" name={name} value={option.value} checked={preset === option.value} onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <p className="studio-hint" role="status">
        {preset ? `Position: ${POSITION_PRESETS.find((p) => p.value === preset)!.label}.` : `Focal point: ${value}.`}
      </p>
    </fieldset>
  );
}

export function TeamImageScreen() {
  const content = useContent();
  const store = useStore();
  const { assets } = useStudioHost();
  const urlId = useId();
  const [value, setValue] = useState(content.teamImage);
  const [position, setPosition] = useState(safePosition(content.teamImagePosition));
  const [alt, setAlt] = useState(content.labProfile?.home.teamImageAlt);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [banner, setBanner] = useState<Banner>(null);
  const [uploaded, setUploaded] = useState<{ name: string; note: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const trimmed = value.trim();
  // A site-health "Fix" link names the field to focus by its label.
  const focusField = (useLocation().state as { focusField?: unknown } | null)?.focusField;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (typeof focusField === 'string' && formRef.current) fieldControl(formRef.current, focusField)?.focus();
  }, [focusField]);

  const upload = async (file: File | undefined, input: HTMLInputElement) => {
    input.value = '';
    if (!file) return;
    const read = await readImageUpload(file);
    if ('error' in read) return setBanner({ tone: 'error', text: read.error });
    const { bytes } = read;
    setBusy(true);
    try {
      let image;
      try {
        image = await resizeImage(new Blob([bytes as BlobPart]), TEAM_IMAGE_MAX_SIDE);
      } catch (error) {
        console.warn('Team image could not be processed', error);
        setBanner({ tone: 'error', text: MESSAGES.imageProcess });
        return;
      }
      const ext = EXTENSION_BY_TYPE[image.type] ?? 'img';
      // A fresh name for every upload: the previous picture stays intact for undo.
      const name = `team/team-image-${slugify(file.name.replace(/\.[^.]*$/, ''))}-${Date.now().toString(36)}.${ext}`;
      const ref = await assets.put(name, image.bytes, image.type);
      setValue(ref);
      setPreviewFailed(false);
      setUploaded({ name: file.name, note: image.resized ? `Image resized to ${image.width}x${image.height} px.` : `Image added (${image.width}x${image.height} px).` });
      setBanner(null);
    } catch (error) {
      console.warn('Team image could not be stored', error);
      setBanner({ tone: 'error', text: MESSAGES.imageProcess });
    } finally {
      setBusy(false);
    }
  };

  const save = () => {
    if (busy) return;
    if (!trimmed) return setBanner({ tone: 'error', text: MESSAGES.teamImageRequired });
    if (previewFailed || !safeUrl(trimmed, 'image')) return setBanner({ tone: 'error', text: MESSAGES.previewCannotLoad });
    // Whitespace alone is no description; '' is the explicit decorative choice.
    if (alt === undefined || (alt !== '' && !alt.trim())) return setBanner({ tone: 'error', text: ALT_TEXT_MESSAGE });
    saveWithBanner(setBanner, () => store.setTeamImage(trimmed, position, alt), { saved: 'Team image updated successfully!', failed: MESSAGES.teamImageFailed });
  };
  useShortcuts({ save });

  const asset = isAssetRef(trimmed);
  const current = asset ? `Uploaded: ${uploaded && trimmed !== content.teamImage ? uploaded.name : assetPathOf(trimmed).split('/').pop()}` : 'No file uploaded.';
  return (
    <SettingsScreen title="Update Team Image" banner={banner} className="studio-form studio-team-image" formRef={formRef} onSubmit={save}>
        <div className="studio-team-image-fields">
          <fieldset className="studio-field studio-upload">
            <legend>Image</legend>
            <FileField label="Upload image" accept="image/jpeg,image/png,image/gif,image/webp" current={current} onFile={(file, input) => void upload(file, input)} disabled={busy} hint={`JPEG, PNG, GIF or WebP. Pictures larger than ${TEAM_IMAGE_MAX_SIDE}x${TEAM_IMAGE_MAX_SIDE} px or 1 MB are resized.`} />
            <p className="studio-note" role="status">
              {uploaded && trimmed !== content.teamImage && asset ? uploaded.note : ''}
            </p>
            <div className="studio-field">
              <label htmlFor={urlId}>Image URL</label>
              <input
                id={urlId}
                type="url"
                aria-required="true"
                aria-describedby={`${urlId}-hint`}
                value={asset ? '' : value}
                onChange={(event) => {
                  setValue(event.target.value);
                  setPreviewFailed(false);
                }}
              />
              <p id={`${urlId}-hint`} className="studio-hint">
                {asset ? 'Using the uploaded image; enter a URL to link one instead.' : 'Or link an image instead of uploading one.'}
              </p>
            </div>
          </fieldset>
          <div>
            <PositionPresets value={position} onChange={setPosition} />
            <AltTextField value={alt} onChange={setAlt} hasImage={Boolean(trimmed)} />
          </div>
        </div>
        <section className="studio-team-image-preview" aria-labelledby={`${urlId}-preview`}>
          <h2 id={`${urlId}-preview`}>{trimmed === content.teamImage ? 'Current image' : 'Preview'}</h2>
          {trimmed ? (
            <>
              <Preview key={trimmed} value={trimmed} position={position} current={trimmed === content.teamImage} onPick={setPosition} onFail={setPreviewFailed} />
              <p className="studio-hint">Click the picture to choose the point to keep in view. The frame shows what the home page shows.</p>
            </>
          ) : (
            <p className="studio-hint">Upload an image or enter an image URL to see a preview.</p>
          )}
        </section>
        <div className="studio-actions studio-form-actions">
          <button type="submit" className="studio-button studio-primary" disabled={busy}>
            Update Team Image
          </button>
          <span className="studio-shortcuts">Ctrl+S (⌘S) saves</span>
        </div>
    </SettingsScreen>
  );
}
