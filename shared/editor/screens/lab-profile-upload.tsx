/**
 * Uploading the lab's logo, favicon or share image on the Lab profile screen, as every other
 * picture is uploaded (shared/editor/image-upload.tsx), exported under public/assets/profile/.
 * The favicon is stored as WebP; the logo and the share image keep JPEG or PNG as before (the
 * share image for link previews that read no WebP).
 */
import { ImageUpload } from '../image-upload';

export function ProfileImageUpload(props: {
  label: string;
  /** The file name's start: "logo", "favicon", "share-image". */
  name: string;
  value: string;
  maxSide: number;
  webp?: boolean;
  onUploaded: (ref: string) => void;
}) {
  return <ImageUpload label={props.label} folder="profile" name={props.name} value={props.value} maxSide={props.maxSide} webp={props.webp ?? true} onUploaded={props.onUploaded} />;
}
