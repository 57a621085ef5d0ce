/**
 * Uploading the lab's logo or share image on the Lab profile screen, as the team image is
 * uploaded: checked by its bytes, resized in the browser, kept in this origin's asset store and
 * exported as a file under public/assets/profile/ (shared/export/zip.ts).
 */
import { useState } from 'react';
import { MESSAGES } from '../../content/validation';
import { assetPathOf, EXTENSION_BY_TYPE, isAssetRef, slugify } from '../../store/assets';
import { FileField } from '../fields';
import { useStudioHost } from '../host';
import { resizeImage } from '../image-resize';
import { readImageUpload } from '../read-upload';

export function ProfileImageUpload(props: {
  label: string;
  /** The file name's start: "logo", "share-image". */
  name: string;
  value: string;
  maxSide: number;
  onUploaded: (ref: string) => void;
}) {
  const { assets } = useStudioHost();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);

  const upload = async (file: File | undefined, input: HTMLInputElement) => {
    input.value = '';
    if (!file) return;
    const read = await readImageUpload(file);
    if ('error' in read) return setStatus({ error: true, text: read.error });
    setBusy(true);
    try {
      const image = await resizeImage(new Blob([read.bytes as BlobPart]), props.maxSide);
      const ext = EXTENSION_BY_TYPE[image.type] ?? 'img';
      // A fresh name for every upload: the previous file stays intact for undo.
      const path = `profile/${props.name}-${slugify(file.name.replace(/\.[^.]*$/, ''))}-${Date.now().toString(36)}.${ext}`;
      props.onUploaded(await assets.put(path, image.bytes, image.type));
      setStatus({ error: false, text: image.resized ? `Image resized to ${image.width}x${image.height} px.` : `Image added (${image.width}x${image.height} px).` });
    } catch (error) {
      console.warn(`${props.label} could not be stored`, error);
      setStatus({ error: true, text: MESSAGES.imageProcess });
    } finally {
      setBusy(false);
    }
  };

  const current = isAssetRef(props.value) ? `Uploaded: ${assetPathOf(props.value).split('/').pop()}` : 'No file uploaded.';
  return (
    <>
      <FileField label={props.label} accept="image/jpeg,image/png,image/gif,image/webp" current={current} disabled={busy} onFile={(file, input) => void upload(file, input)} />
      <p className={status?.error ? 'studio-banner studio-banner-error' : 'studio-note'} role="status">
        {status?.text ?? ''}
      </p>
    </>
  );
}
