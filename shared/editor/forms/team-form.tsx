/**
 * Team member form (docs/product.md §2, §5): profile photo resized in the browser and CV (PDF, at most
 * 5 MB) kept in the host's asset store as "asset:team/..." references (docs/decisions/003).
 */
import { blankItem } from '../../content/model/blanks';
import { AltTextField } from '../alt-text-field';
import { useId, useState } from 'react';
import { FORM_MEMBER_COLOR, TEAM_ROLES } from '../../content/model/constants';
import { newId } from '../../content/model/model';
import { isNewId } from '../../content/edit/operations';
import { MESSAGES } from '../../content/model/validation';
import { EXTENSION_BY_TYPE, isAssetRef, slugify } from '../../store/assets';
import { useContent, useStore } from '../../ui/content-context';
import { ContentImage } from '../asset-image';
import { CheckboxField, FileField, ListInput, MarkdownField, PickList, TextField } from '../fields';
import { FormShell } from '../form-shell';
import { useStudioHost } from '../host';
import { resizeImage } from '../image-resize';
import { useEntityForm } from '../use-entity-form';
import { readCvUpload, readImageUpload } from '../read-upload';

const baseName = (name: string) => name.replace(/\.[^.]*$/, '');

const excerptOf = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

/** What the file button says is in use: the file just chosen, the stored upload, or a link. */
function fileInUse(value: string | undefined, chosen: string | null, none: string): string {
  const text = value?.trim() ?? '';
  if (!text) return none;
  if (isAssetRef(text)) return `Uploaded: ${chosen ?? text.split('/').pop()}`;
  return `Linked: ${excerptOf(value ?? '')}`;
}

export function TeamForm() {
  const content = useContent();
  const store = useStore();
  const { assets } = useStudioHost();
  const rolesList = useId();
  const [uploadNote, setUploadNote] = useState<{ what: 'image' | 'cv'; text: string; file: string } | null>(null);
  // The end year as typed, so partial input ("20") is not lost while the stored value is a number.
  const [yearText, setYearText] = useState<string | null>(null);
  const form = useEntityForm({
    kind: 'teamMembers',
    // The id is made from the name on save (shared/content/model/ids.ts); uploads before that are
    // named after the id the member would get now.
    blank: () => blankItem('teamMembers', { id: 'new', color: FORM_MEMBER_COLOR, github: '', cvUrl: '' }),
    prepare: (member) => ({ ...member, color: FORM_MEMBER_COLOR }),
    afterSave: '/admin',
  });
  const v = form.values;
  if (!v) return <FormShell form={form}>{null}</FormShell>;

  /** The member's id, or for a member not saved yet the id the name would get now. */
  const fileStem = () => (isNewId(v.id) ? newId('teamMembers', v, store.getSnapshot().teamMembers) : v.id);
  const upload = async (file: File | undefined, what: 'image' | 'cv', input: HTMLInputElement) => {
    input.value = '';
    if (!file) return;
    // The bytes decide what a file is; its declared type and name are never trusted.
    const read = what === 'image' ? await readImageUpload(file) : await readCvUpload(file);
    if ('error' in read) {
      form.setBanner({ tone: 'error', text: read.error });
      return;
    }
    const { bytes } = read;
    form.setBusy(true);
    setUploadNote(null);
    try {
      if (what === 'image') {
        let image;
        try {
          image = await resizeImage(new Blob([bytes as BlobPart]));
        } catch (error) {
          console.warn('Profile image could not be processed', error);
          form.setBanner({ tone: 'error', text: MESSAGES.imageProcess });
          return;
        }
        const ext = EXTENSION_BY_TYPE[image.type] ?? 'img';
        const ref = await assets.put(`team/${fileStem()}-${slugify(baseName(file.name))}.${ext}`, image.bytes, image.type);
        form.set('imageUrl', ref);
        setUploadNote({ what, file: file.name, text: image.resized ? `Image resized to ${image.width}x${image.height} px.` : `Image added (${image.width}x${image.height} px).` });
      } else {
        const ref = await assets.put(`team/cv/${fileStem()}-${slugify(baseName(file.name))}.pdf`, bytes, 'application/pdf');
        form.set('cvUrl', ref);
        setUploadNote({ what, file: file.name, text: `CV ${file.name} added.` });
      }
      form.setBanner(null);
    } catch (error) {
      console.warn('Upload could not be stored', error);
      form.setBanner({ tone: 'error', text: what === 'image' ? MESSAGES.imageProcess : MESSAGES.cvRead });
    } finally {
      form.setBusy(false);
    }
  };

  return (
    <FormShell form={form}>
      <TextField label="Name" required value={v.name} onChange={(x) => form.set('name', x)} />
      <TextField label="Role" required value={v.role} onChange={(x) => form.set('role', x)} list={rolesList} />
      <datalist id={rolesList}>
        {TEAM_ROLES.map((role) => (
          <option key={role} value={role} />
        ))}
      </datalist>
      <MarkdownField label="Bio" required rows={6} value={v.bio} onChange={(x) => form.set('bio', x)} />
      <fieldset className="studio-field studio-upload">
        <legend>Profile image</legend>
        {v.imageUrl ? <ContentImage className="studio-avatar-preview" value={v.imageUrl} alt={`Profile image of ${v.name || 'the new member'}`} /> : null}
        <FileField
          label="Upload image"
          accept="image/jpeg,image/png,image/gif,image/webp"
          current={fileInUse(v.imageUrl, uploadNote?.what === 'image' ? uploadNote.file : null, 'No image yet.')}
          onFile={(file, input) => void upload(file, 'image', input)}
          hint="JPEG, PNG, GIF or WebP. Pictures larger than 800x800 px or 1 MB are resized."
        />
        <p className="studio-note" role="status">
          {uploadNote?.what === 'image' ? uploadNote.text : ''}
        </p>
        <TextField label="Image URL" value={isAssetRef(v.imageUrl) ? '' : v.imageUrl} onChange={(x) => form.set('imageUrl', x)} hint={isAssetRef(v.imageUrl) ? 'Using the uploaded image.' : 'Or link an image instead of uploading one.'} />
        {v.imageUrl ? (
          <button type="button" className="studio-button" onClick={() => form.set('imageUrl', '')}>
            Remove image
          </button>
        ) : null}
        <AltTextField value={v.imageAlt} onChange={(x) => form.set('imageAlt', x)} hasImage={Boolean(v.imageUrl.trim())} />
      </fieldset>
      <TextField label="Email" type="email" value={v.email} onChange={(x) => form.set('email', x)} />
      <TextField label="GitHub username" value={v.github ?? ''} onChange={(x) => form.set('github', x)} hint="The code-hosting username only, e.g. octocat; the site links it to github.com." />
      <TextField label="ORCID iD" value={v.orcid ?? ''} onChange={(x) => form.set('orcid', x)} hint="Optional, e.g. 0000-0002-1825-0097; checked with its check digit." />
      <ListInput
        label="Name variants"
        itemName="name variant"
        values={v.nameVariants ?? []}
        onChange={(x) => form.set('nameVariants', x.length ? x : undefined)}
        hint='Other ways papers write the name, e.g. "Calero Valdez, André" or "Valdez, A. C.": papers that spell it so are linked to this member.'
      />
      <TextField label="Google Scholar profile" type="url" value={v.scholarUrl ?? ''} onChange={(x) => form.set('scholarUrl', x)} hint="Optional: the profile's full address (https://scholar.google.com/citations?user=...)." />
      <TextField label="Personal website" type="url" value={v.website ?? ''} onChange={(x) => form.set('website', x)} hint="Optional." />
      <fieldset className="studio-field studio-upload">
        <legend>CV</legend>
        <FileField
          label="Upload CV (PDF)"
          accept="application/pdf,.pdf"
          current={fileInUse(v.cvUrl, uploadNote?.what === 'cv' ? uploadNote.file : null, 'No CV yet.')}
          onFile={(file, input) => void upload(file, 'cv', input)}
          hint="PDF only, at most 5 MB."
        />
        <p className="studio-note" role="status">
          {uploadNote?.what === 'cv' ? uploadNote.text : ''}
        </p>
        {v.cvUrl ? (
          <button type="button" className="studio-button" onClick={() => form.set('cvUrl', '')}>
            Remove CV
          </button>
        ) : null}
      </fieldset>
      <fieldset className="studio-field">
        <legend>Former member</legend>
        <CheckboxField
          label="Alumni"
          checked={v.alumni === true}
          // Unset rather than false, so members who never left export exactly as before.
          onChange={(checked) => {
            form.set('alumni', checked ? true : undefined);
            if (!checked) {
              form.set('alumniYear', undefined);
              setYearText(null);
            }
          }}
        />
        <TextField
          label="End year"
          type="number"
          min={1900}
          max={2200}
          value={yearText ?? (v.alumniYear === undefined ? '' : String(v.alumniYear))}
          onChange={(x) => {
            setYearText(x);
            form.set('alumniYear', /^\d{4}$/.test(x.trim()) ? Number(x.trim()) : undefined);
          }}
          hint="Alumni are listed in the team page's Alumni section, with the year they left."
          disabled={v.alumni !== true}
        />
      </fieldset>
      <PickList label="Projects" options={content.projects.map((p) => ({ value: p.id, label: p.title }))} selected={v.projects} onChange={(x) => form.set('projects', x)} />
    </FormShell>
  );
}
