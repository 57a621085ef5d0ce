/**
 * The publication form's parts beyond docs/product.md §2 (docs/decisions/071): which lab member each author
 * is, with the editor's correction stored on the paper; the paper's own links, its PDF uploaded
 * into the site's files or linked; and the "selected" mark.
 */
import { useState } from 'react';
import { authorMatcher, type MatchReason } from '../../content/scholarly/author-match';
import { PUBLICATION_LINK_FIELDS, PUBLICATION_LINK_LABELS } from '../../content/scholarly/publication-links';
import type { AuthorLink, Publication, TeamMember } from '../../content/model/schemas';
import { isAssetRef, slugify } from '../../store/assets';
import { CheckboxField, FileField, TextField } from '../fields';
import { useStudioHost } from '../host';
import { readPaperPdfUpload } from '../read-upload';

const REASONS: Record<Exclude<MatchReason, 'editor'>, string> = {
  orcid: 'by ORCID iD',
  variant: 'by a name variant',
  name: 'by name',
  surname: 'by last name',
};

const AUTO = '';
const linkedNote = (url: string) => `Linked: ${url.length > 60 ? `${url.slice(0, 57)}...` : url}`;
const NONE = '\u0000none';

/** One select per author: the member the site links it to, found automatically or chosen here. */
export function AuthorMembersField({
  pub,
  members,
  onChange,
}: {
  pub: Publication;
  members: readonly TeamMember[];
  onChange: (links: AuthorLink[] | undefined) => void;
}) {
  const authors = pub.authors.map((author) => author.trim()).filter(Boolean);
  if (authors.length === 0 || members.length === 0) return null;
  const found = authorMatcher(members).authorsOf({ authors, authorLinks: (pub.authorLinks ?? []).filter((link) => link.member === undefined) });
  const chosen = (author: string) => pub.authorLinks?.find((link) => link.author.trim() === author)?.member;
  const choose = (author: string, value: string) => {
    const rest = (pub.authorLinks ?? []).filter((link) => link.author.trim() !== author);
    const own = (pub.authorLinks ?? []).find((link) => link.author.trim() === author);
    const next: AuthorLink = { author, ...(own?.orcid ? { orcid: own.orcid } : {}) };
    if (value !== AUTO) next.member = value === NONE ? '' : value;
    const links = next.member !== undefined || next.orcid ? [...rest, next] : rest;
    onChange(links.length ? links : undefined);
  };
  return (
    <fieldset className="studio-field studio-author-members">
      <legend>Lab members on this paper</legend>
      <p className="studio-hint">
        The site marks these authors and links them to their pages. It finds them by ORCID iD, name variants and names; choose a member
        (or "Not a lab member") where it is wrong.
      </p>
      {authors.map((author, index) => {
        const match = found[index];
        const value = chosen(author);
        const automatic = match ? `Automatic: ${match.member.name} (${REASONS[match.reason as Exclude<MatchReason, 'editor'>]})` : 'Automatic: not a lab member';
        return (
          <div key={`${index}-${author}`} className="studio-field studio-inline">
            <label htmlFor={`author-member-${index}`}>{author}</label>
            <select
              id={`author-member-${index}`}
              value={value === undefined ? AUTO : value === '' ? NONE : value}
              onChange={(event) => choose(author, event.target.value)}
            >
              <option value={AUTO}>{automatic}</option>
              <option value={NONE}>Not a lab member</option>
              {members.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}

/** The paper's own links, the PDF uploadable, and the "selected" mark. */
export function PaperLinkFields({
  pub,
  fileStem,
  set,
  onError,
  setBusy,
}: {
  pub: Publication;
  /** The name the uploaded PDF starts with (the paper's id, or the id it will get). */
  fileStem: () => string;
  set: <K extends keyof Publication>(key: K, value: Publication[K]) => void;
  onError: (message: string | null) => void;
  setBusy: (busy: boolean) => void;
}) {
  const { assets } = useStudioHost();
  const [note, setNote] = useState('');
  const upload = async (file: File | undefined, input: HTMLInputElement) => {
    input.value = '';
    if (!file) return;
    const read = await readPaperPdfUpload(file);
    if ('error' in read) {
      onError(read.error);
      return;
    }
    setBusy(true);
    try {
      const name = slugify(file.name.replace(/\.[^.]*$/, '')) || 'paper';
      const ref = await assets.put(`publications/${fileStem()}-${name}.pdf`, read.bytes, 'application/pdf');
      set('pdfUrl', ref);
      setNote(`PDF ${file.name} added.`);
      onError(null);
    } catch (error) {
      console.warn('Upload could not be stored', error);
      onError('Failed to read the PDF file');
    } finally {
      setBusy(false);
    }
  };
  const pdf = pub.pdfUrl?.trim() ?? '';
  const setLink = (field: (typeof PUBLICATION_LINK_FIELDS)[number], value: string) => set(field, value.trim() ? value : undefined);
  return (
    <>
      <fieldset className="studio-field studio-upload">
        <legend>Links</legend>
        <p className="studio-hint">Each link is a button on the publication list and the paper's page. Optional.</p>
        <FileField
          label="Upload PDF"
          accept="application/pdf,.pdf"
          current={!pdf ? 'No PDF yet.' : isAssetRef(pdf) ? `Uploaded: ${pdf.split('/').pop()}` : linkedNote(pdf)}
          onFile={(file, input) => void upload(file, input)}
          hint="A PDF of at most 20 MB, published with the site's files; or give its address below."
        />
        <p className="studio-note" role="status">
          {note}
        </p>
        <TextField label="PDF URL" type="url" value={isAssetRef(pdf) ? '' : pdf} onChange={(x) => setLink('pdfUrl', x)} hint={isAssetRef(pdf) ? 'Using the uploaded PDF.' : undefined} />
        {pdf ? (
          <button type="button" className="studio-button" onClick={() => set('pdfUrl', undefined)}>
            Remove PDF
          </button>
        ) : null}
        {PUBLICATION_LINK_FIELDS.filter((field) => field !== 'pdfUrl').map((field) => (
          <TextField key={field} label={`${PUBLICATION_LINK_LABELS[field]} URL`} type="url" value={pub[field] ?? ''} onChange={(x) => setLink(field, x)} />
        ))}
      </fieldset>
      <CheckboxField
        label="Selected paper"
        checked={pub.selected === true}
        // Unset rather than false, so papers never selected export exactly as before.
        onChange={(checked) => set('selected', checked ? true : undefined)}
        hint="Selected papers are shown on the home page and first on their authors' pages."
      />
    </>
  );
}
