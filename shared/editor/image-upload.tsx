/**
 * The studio's picture upload, as the team form's: a file checked by its bytes, resized in the
 * browser (docs/decisions/075: WebP at most `maxSide` pixels), kept in this origin's asset store
 * as "asset:<folder>/…" and exported under public/assets/<folder>/ (shared/export/zip.ts).
 * `ImageField` puts it beside the "Image URL" way, a preview, a remove button and the alt text.
 */
import { useState, type ReactNode } from 'react';
import type { AssetFolder } from '../content/model/collections';
import { MESSAGES } from '../content/model/validation';
import { assetPathOf, EXTENSION_BY_TYPE, isAssetRef, slugify } from '../store/assets';
import { AltTextField } from './alt-text-field';
import { ContentImage } from './asset-image';
import { FileField, TextField } from './fields';
import { useStudioHost } from './host';
import { resizeImage } from './image-resize';
import { readImageUpload } from './read-upload';

export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

export interface ImageUploadProps {
  label: string;
  /** The folder below public/assets/ the file is exported to. */
  folder: AssetFolder;
  /** The file name's start: the item's title or name, "logo", "favicon". */
  name: string;
  value: string;
  /** Neither side of the stored picture is larger. */
  maxSide: number;
  /** Store as WebP (the default) or keep JPEG/PNG (the share image, for link previews that take no WebP). */
  webp?: boolean;
  onUploaded: (ref: string) => void;
  hint?: ReactNode;
  disabled?: boolean;
}

/** What the file button says is in use: the stored upload or nothing. */
function uploadedName(value: string): string {
  return isAssetRef(value) ? `Uploaded: ${assetPathOf(value).split('/').pop()}` : 'No file uploaded.';
}

export function ImageUpload(props: ImageUploadProps) {
  const { assets } = useStudioHost();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const webp = props.webp ?? true;

  const upload = async (file: File | undefined, input: HTMLInputElement) => {
    input.value = '';
    if (!file) return;
    // The bytes decide what a file is; its declared type and name are never trusted.
    const read = await readImageUpload(file);
    if ('error' in read) return setStatus({ error: true, text: read.error });
    setBusy(true);
    try {
      const image = await resizeImage(new Blob([read.bytes as BlobPart]), props.maxSide, { webp });
      const ext = EXTENSION_BY_TYPE[image.type] ?? 'img';
      // A fresh name for every upload: the previous file stays intact for undo.
      const path = `${props.folder}/${slugify(props.name)}-${slugify(file.name.replace(/\.[^.]*$/, ''))}-${Date.now().toString(36)}.${ext}`;
      props.onUploaded(await assets.put(path, image.bytes, image.type));
      setStatus({ error: false, text: image.resized ? `Image resized to ${image.width}x${image.height} px.` : `Image added (${image.width}x${image.height} px).` });
    } catch (error) {
      console.warn(`${props.label} could not be stored`, error);
      setStatus({ error: true, text: MESSAGES.imageProcess });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FileField
        label={props.label}
        accept={UPLOAD_ACCEPT}
        current={uploadedName(props.value)}
        disabled={busy || props.disabled}
        onFile={(file, input) => void upload(file, input)}
        hint={props.hint}
      />
      <p className={status?.error ? 'studio-banner studio-banner-error' : 'studio-note'} role="status">
        {status?.text ?? ''}
      </p>
    </>
  );
}

export interface ImageFieldProps {
  /** The group's name: "Image", "Logo", "Favicon". */
  legend: string;
  folder: AssetFolder;
  /** The file name's start (the item's title or name). */
  name: string;
  value: string;
  onChange: (value: string) => void;
  maxSide: number;
  /** The address field's label: "Image URL", "Logo URL". */
  urlLabel?: string;
  /** The file button's label: "Upload image" ("Upload logo" with a "Logo URL") when absent. */
  uploadLabel?: string;
  urlHint?: string;
  alt?: { label?: string; decorativeLabel?: string; value: string | undefined; onChange: (value: string | undefined) => void };
  previewAlt: string;
  previewClassName?: string;
  disabled?: boolean;
  disabledHint?: string;
}

/** An image field of a form: upload, or link an image; a preview, a remove button and the alt text beside it. */
export function ImageField(props: ImageFieldProps) {
  const uploaded = isAssetRef(props.value);
  const has = Boolean(props.value.trim());
  return (
    <fieldset className="studio-field studio-upload">
      <legend>{props.legend}</legend>
      {has && !props.disabled ? <ContentImage className={props.previewClassName ?? 'studio-image-preview'} value={props.value} alt={props.previewAlt} /> : null}
      <ImageUpload
        label={props.uploadLabel ?? (props.urlLabel === 'Logo URL' ? 'Upload logo' : 'Upload image')}
        folder={props.folder}
        name={props.name || props.folder}
        value={props.value}
        maxSide={props.maxSide}
        onUploaded={props.onChange}
        disabled={props.disabled}
        hint={`JPEG, PNG, GIF or WebP. Stored as WebP, at most ${props.maxSide}x${props.maxSide} px.`}
      />
      <TextField
        label={props.urlLabel ?? 'Image URL'}
        type="url"
        value={uploaded ? '' : props.value}
        onChange={props.onChange}
        disabled={props.disabled}
        hint={props.disabled ? props.disabledHint : uploaded ? 'Using the uploaded image; enter an address to link one instead.' : (props.urlHint ?? 'Or link an image instead of uploading one.')}
      />
      {has && !props.disabled ? (
        <button type="button" className="studio-button" onClick={() => props.onChange('')}>
          Remove {props.legend.toLowerCase()}
        </button>
      ) : null}
      {props.alt ? <AltTextField label={props.alt.label} decorativeLabel={props.alt.decorativeLabel} value={props.alt.value} onChange={props.alt.onChange} hasImage={has && !props.disabled} disabled={props.disabled} /> : null}
    </fieldset>
  );
}

export interface ShareImageFieldProps {
  folder: AssetFolder;
  /** The item's title (the file name's start and the preview's words). */
  name: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  alt: string | undefined;
  onAltChange: (value: string | undefined) => void;
  maxSide: number;
}

/**
 * An item's own share image (news items and projects): what link previews show of its page
 * instead of its image. Uploaded or linked like the image itself; empty means the image is shared.
 */
export function ShareImageField(props: ShareImageFieldProps) {
  return (
    <ImageField
      legend="Share image"
      folder={props.folder}
      name={`${props.name || props.folder}-share`}
      value={props.value ?? ''}
      // An emptied field leaves the item as it was before it had one (no key in the export).
      onChange={(value) => props.onChange(value.trim() ? value : undefined)}
      maxSide={props.maxSide}
      previewAlt={`Share image of ${props.name || 'this item'}`}
      urlLabel="Share image"
      uploadLabel="Upload share image"
      urlHint="Optional: shown in link previews instead of the image. 1200 × 630 px works everywhere."
      alt={{ label: 'Share image alt text', decorativeLabel: 'Decorative share image (no alt text)', value: props.alt, onChange: props.onAltChange }}
    />
  );
}
