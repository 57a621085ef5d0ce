/**
 * Publication form (docs/product.md §2, §5): author rows, add a team member as author, projects and
 * software; "Fill from DOI" (Crossref, only on that click) and "Generate from fields" for
 * the required citation.
 */
import { blankItem } from '../../content/model/blanks';
import { useId, useState } from 'react';
import { MIN_PUBLICATION_YEAR, PUBLICATION_TYPES, maxPublicationYear } from '../../content/model/constants';
import { CROSSREF_DEFAULT_URL, CROSSREF_MESSAGES, fillEmptyFields, formatReference, lookupDoi } from '../../content/scholarly/citation';
import { addMemberAsAuthor, projectIdsOf } from '../../content/edit/operations';
import { isDated } from '../../content/scholarly/publication-year';
import { newId } from '../../content/model/model';
import { isNewId } from '../../content/edit/operations';
import { sitsInBook, venueLabel, venueRequired } from '../../content/scholarly/publication-types';
import { useContent, useStore } from '../../ui/content-context';
import { AuthorMembersField, PaperLinkFields } from './publication-extras-fields';
import { ListInput, PickList, RowsField, SelectField, TextArea, TextField } from '../fields';
import { FormShell } from '../form-shell';
import { useEntityForm } from '../use-entity-form';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Crossref REST API base (build setting CROSSREF_API_URL). */
const CROSSREF_API_URL = typeof __CROSSREF_API_URL__ === 'string' ? __CROSSREF_API_URL__ : CROSSREF_DEFAULT_URL;

export function PublicationForm() {
  const content = useContent();
  const store = useStore();
  const memberSelect = useId();
  const [member, setMember] = useState('');
  const [lookup, setLookup] = useState<{ busy: boolean; message: string; tone: 'info' | 'error' }>({ busy: false, message: '', tone: 'info' });
  const blank = () => blankItem('publications', { type: PUBLICATION_TYPES[0], authors: [''], doi: '', abstract: '' });
  const form = useEntityForm({
    kind: 'publications',
    blank,
    prepare: (pub) => ({ ...pub, projectIds: projectIdsOf(pub), authors: pub.authors.length ? pub.authors : [''] }),
  });
  const v = form.values;
  if (!v) return <FormShell form={form}>{null}</FormShell>;
  // An undated paper (imported without a year) keeps an empty Year field: no year is put in for it.
  const undated = !form.isNew && !isDated(v.year);
  const types = v.type && !(PUBLICATION_TYPES as readonly string[]).includes(v.type) ? [...PUBLICATION_TYPES, v.type] : PUBLICATION_TYPES;
  const fillFromDoi = async () => {
    setLookup({ busy: true, message: 'Looking up the DOI…', tone: 'info' });
    const result = await lookupDoi(v.doi ?? '', CROSSREF_API_URL);
    if (!result.ok) {
      setLookup({ busy: false, message: result.message, tone: 'error' });
      return;
    }
    // A new form's default year and type count as empty: the record knows better.
    const defaults = blank();
    const untouched = form.isNew ? { year: defaults.year, type: defaults.type } : {};
    const { draft, filled } = fillEmptyFields(form.values ?? v, result.fields, untouched);
    if (filled.length === 0) {
      setLookup({ busy: false, message: CROSSREF_MESSAGES.nothingToFill, tone: 'info' });
      return;
    }
    form.setValues({ ...draft, authors: draft.authors.length ? draft.authors : [''] });
    setLookup({ busy: false, message: CROSSREF_MESSAGES.filled(filled), tone: 'info' });
  };
  const addAuthor = () => {
    const found = content.teamMembers.find((m) => m.id === member);
    if (!found) return;
    const next = addMemberAsAuthor(v.authors, found);
    form.set('authors', next.length ? next : ['']);
  };
  return (
    <FormShell form={form}>
      <TextField label="Title" required value={v.title} onChange={(x) => form.set('title', x)} />
      {/* The venue field is the type's: a book's publisher, a thesis's university, a preprint's repository. */}
      <TextField label={venueLabel(v.type)} required={venueRequired(v.type)} value={v.journal} onChange={(x) => form.set('journal', x)} />
      {(sitsInBook(v.type) || v.publisher || v.editors?.length) && (
        <>
          <TextField
            label="Book publisher"
            value={v.publisher ?? ''}
            onChange={(x) => form.set('publisher', x)}
            hint="The publisher of the book or proceedings volume the paper appears in."
          />
          <RowsField
            label="Book editors"
            rowLabel="Editor"
            placeholder="LastName, Given names"
            hint="One editor per row, as the book names them. Blank rows are dropped on save."
            rows={v.editors?.length ? v.editors : ['']}
            onChange={(rows) => form.set('editors', rows)}
          />
        </>
      )}
      <TextField
        label="Year"
        required
        type="number"
        min={MIN_PUBLICATION_YEAR}
        max={maxPublicationYear()}
        value={isDated(v.year) ? String(v.year) : ''}
        onChange={(x) => form.set('year', x.trim() === '' ? null : Number(x))}
        hint={
          undated
            ? `This paper has no year. Enter the year it appeared (between ${MIN_PUBLICATION_YEAR} and ${maxPublicationYear()}) to save it; until then it stays undated.`
            : `Between ${MIN_PUBLICATION_YEAR} and ${maxPublicationYear()}.`
        }
      />
      <SelectField
        label="Month"
        value={v.month ? String(v.month) : ''}
        onChange={(x) => form.set('month', x ? Number(x) : undefined)}
        options={[{ value: '', label: 'Not given' }, ...MONTH_NAMES.map((label, index) => ({ value: String(index + 1), label }))]}
      />
      <div className="studio-field-set">
        <TextField label="Volume" value={v.volume ?? ''} onChange={(x) => form.set('volume', x.trim() ? x : undefined)} />
        <TextField label="Issue" value={v.issue ?? ''} onChange={(x) => form.set('issue', x.trim() ? x : undefined)} />
        <TextField label="Pages" value={v.pages ?? ''} onChange={(x) => form.set('pages', x.trim() ? x : undefined)} hint="e.g. 133–158 or e1002345" />
      </div>
      <SelectField label="Type" required value={v.type} onChange={(x) => form.set('type', x)} options={types} />
      <TextArea label="Citation" required rows={3} value={v.citation} onChange={(x) => form.set('citation', x)} />
      <div className="studio-inline">
        <button type="button" className="studio-button" onClick={() => form.set('citation', formatReference(v))}>
          Generate from fields
        </button>
        <p className="studio-hint">Writes the reference from authors, year, title, journal, volume, issue, pages and DOI, as the site's Cite block shows it; edit it afterwards if needed.</p>
      </div>
      <RowsField
        label="Authors"
        required
        rowLabel="Author"
        placeholder="LastName, F."
        hint="One author per row, in the format LastName, F. Blank rows are dropped on save."
        rows={v.authors}
        onChange={(rows) => form.set('authors', rows)}
      />
      <div className="studio-field studio-inline">
        <label htmlFor={memberSelect}>Team member</label>
        <select id={memberSelect} value={member} onChange={(event) => setMember(event.target.value)}>
          <option value="">Choose a team member</option>
          {content.teamMembers.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
        <button type="button" className="studio-button" onClick={addAuthor} disabled={!member}>
          Add as author
        </button>
      </div>
      <AuthorMembersField pub={v} members={content.teamMembers} onChange={(links) => form.set('authorLinks', links)} />
      <TextField label="DOI" value={v.doi ?? ''} onChange={(x) => form.set('doi', x)} hint="e.g. 10.1234/abcd" />
      <div className="studio-inline">
        <button type="button" className="studio-button" onClick={() => void fillFromDoi()} disabled={lookup.busy || !(v.doi ?? '').trim()}>
          Fill from DOI
        </button>
        <p className={lookup.tone === 'error' ? 'studio-hint studio-error-text' : 'studio-hint'} role={lookup.tone === 'error' ? 'alert' : 'status'}>
          {lookup.message || 'Looks the DOI up in Crossref and fills the fields that are still empty.'}
        </p>
      </div>
      <TextField label="URL" type="url" value={v.url} onChange={(x) => form.set('url', x)} />
      <PaperLinkFields
        pub={v}
        fileStem={() => (isNewId(v.id) ? newId('publications', v, store.getSnapshot().publications) : v.id)}
        set={(key, value) => form.set(key, value)}
        onError={(text) => form.setBanner(text ? { tone: 'error', text } : null)}
        setBusy={(busy) => form.setBusy(busy)}
      />
      <TextArea label="Abstract" value={v.abstract ?? ''} onChange={(x) => form.set('abstract', x)} />
      <ListInput label="Keywords" itemName="keyword" values={v.keywords} onChange={(x) => form.set('keywords', x)} />
      <PickList label="Projects" options={content.projects.map((p) => ({ value: p.id, label: p.title }))} selected={v.projectIds} onChange={(x) => form.set('projectIds', x)} />
      <PickList label="Software" options={content.software.map((s) => ({ value: s.id, label: s.name }))} selected={v.softwareIds} onChange={(x) => form.set('softwareIds', x)} />
    </FormShell>
  );
}
