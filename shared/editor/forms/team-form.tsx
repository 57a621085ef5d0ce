/**
 * Team member form (SPEC §2, §5): profile photo resized in the browser and CV (PDF, at most
 * 5 MB) kept in the host's asset store as "asset:team/..." references (docs/decisions/003).
 */
import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { FORM_MEMBER_COLOR, TEAM_ROLES } from '../../content/constants';
import { newId } from '../../content/model';
import type { TeamMember } from '../../content/schemas';
import { MESSAGES, validateCvFile, validateImageFile } from '../../content/validation';
import { EXTENSION_BY_TYPE, isAssetRef, slugify } from '../../store/assets';
import { useContent, useStore } from '../../ui/content-context';
import { ContentImage } from '../asset-image';
import { CheckboxField, PickList, TextArea, TextField } from '../fields';
import { FormShell } from '../form-shell';
import { useStudioHost } from '../host';
import { resizeImage } from '../image-resize';
import { useEntityForm } from '../use-entity-form';

const baseName = (name: string) => name.replace(/\.[^.]*$/, '');

export function TeamForm() {
  const { id } = useParams();
  const content = useContent();
  const store = useStore();
  const { assets } = useStudioHost();
  const imageInput = useId();
  const cvInput = useId();
  const rolesList = useId();
  const [uploadNote, setUploadNote] = useState('');
  // The end year as typed, so partial input ("20") is not lost while the stored value is a number.
  const [yearText, setYearText] = useState<string | null>(null);
  const form = useEntityForm({
    kind: 'teamMembers',
    id,
    // The id is chosen up front so uploads can be named after the member before the first save.
    blank: (): TeamMember => ({
      id: newId('teamMembers', store.getSnapshot().teamMembers),
      name: '',
      role: '',
      bio: '',
      imageUrl: '',
      color: FORM_MEMBER_COLOR,
      projects: [],
      email: '',
      github: '',
      cvUrl: '',
    }),
    prepare: (member) => ({ ...member, color: FORM_MEMBER_COLOR }),
    afterSave: '/admin',
  });
  const v = form.values;
  if (!v) return <FormShell form={form}>{null}</FormShell>;

  const upload = async (file: File | undefined, what: 'image' | 'cv', input: HTMLInputElement) => {
    input.value = '';
    if (!file) return;
    const invalid = what === 'image' ? validateImageFile(file) : validateCvFile(file);
    if (invalid) {
      form.setBanner({ tone: 'error', text: invalid });
      return;
    }
    form.setBusy(true);
    setUploadNote('');
    try {
      if (what === 'image') {
        let image;
        try {
          image = await resizeImage(file);
        } catch (error) {
          console.warn('Profile image could not be processed', error);
          form.setBanner({ tone: 'error', text: MESSAGES.imageProcess });
          return;
        }
        const ext = EXTENSION_BY_TYPE[image.type] ?? 'img';
        const ref = await assets.put(`team/${v.id}-${slugify(baseName(file.name))}.${ext}`, image.bytes, image.type);
        form.set('imageUrl', ref);
        setUploadNote(
          image.resized
            ? `Image resized to ${image.width}x${image.height} px.`
            : `Image added (${image.width}x${image.height} px).`,
        );
      } else {
        let bytes: Uint8Array;
        try {
          bytes = new Uint8Array(await file.arrayBuffer());
        } catch {
          form.setBanner({ tone: 'error', text: MESSAGES.cvRead });
          return;
        }
        const ref = await assets.put(`team/cv/${v.id}-${slugify(baseName(file.name))}.pdf`, bytes, 'application/pdf');
        form.set('cvUrl', ref);
        setUploadNote(`CV ${file.name} added.`);
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
      <TextArea
        label="Bio"
        required
        rows={6}
        value={v.bio}
        onChange={(x) => form.set('bio', x)}
        hint="Separate paragraphs with a blank line."
      />
      <fieldset className="studio-field studio-upload">
        <legend>Profile image</legend>
        {v.imageUrl ? (
          <ContentImage
            className="studio-avatar-preview"
            value={v.imageUrl}
            alt={`Profile image of ${v.name || 'the new member'}`}
          />
        ) : null}
        <label htmlFor={imageInput}>Upload image</label>
        <input
          id={imageInput}
          type="file"
          accept="image/*"
          onChange={(event) => void upload(event.target.files?.[0], 'image', event.target)}
        />
        <p className="studio-hint">JPEG, PNG, GIF or WebP. Pictures larger than 800x800 px or 1 MB are resized.</p>
        <TextField
          label="Image URL"
          value={isAssetRef(v.imageUrl) ? '' : v.imageUrl}
          onChange={(x) => form.set('imageUrl', x)}
          hint={isAssetRef(v.imageUrl) ? 'Using the uploaded image.' : 'Or link an image instead of uploading one.'}
        />
        {v.imageUrl ? (
          <button type="button" className="studio-button" onClick={() => form.set('imageUrl', '')}>
            Remove image
          </button>
        ) : null}
      </fieldset>
      <TextField label="Email" type="email" value={v.email} onChange={(x) => form.set('email', x)} />
      <TextField
        label="Code-hosting username"
        value={v.github ?? ''}
        onChange={(x) => form.set('github', x)}
        hint="The username only, e.g. octocat."
      />
      <fieldset className="studio-field studio-upload">
        <legend>CV</legend>
        <p className="studio-hint">
          {v.cvUrl
            ? isAssetRef(v.cvUrl)
              ? `Uploaded: ${v.cvUrl.split('/').pop()}`
              : `Linked: ${v.cvUrl}`
            : 'No CV yet.'}
        </p>
        <label htmlFor={cvInput}>Upload CV (PDF)</label>
        <input
          id={cvInput}
          type="file"
          accept="application/pdf,.pdf"
          onChange={(event) => void upload(event.target.files?.[0], 'cv', event.target)}
        />
        <p className="studio-hint">PDF only, at most 5 MB.</p>
        {v.cvUrl ? (
          <button type="button" className="studio-button" onClick={() => form.set('cvUrl', '')}>
            Remove CV
          </button>
        ) : null}
      </fieldset>
      <p className="studio-note" role="status">
        {uploadNote}
      </p>
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
      <PickList
        label="Projects"
        options={content.projects.map((p) => ({ value: p.id, label: p.title }))}
        selected={v.projects}
        onChange={(x) => form.set('projects', x)}
      />
    </FormShell>
  );
}
