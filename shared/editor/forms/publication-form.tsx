/** Publication form (SPEC §2, §5): author rows, add a team member as author, projects and software. */
import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { MIN_PUBLICATION_YEAR, PUBLICATION_TYPES, maxPublicationYear } from '../../content/constants';
import { addMemberAsAuthor, projectIdsOf } from '../../content/operations';
import type { Publication } from '../../content/schemas';
import { useContent } from '../../ui/content-context';
import { ListInput, PickList, RowsField, SelectField, TextArea, TextField } from '../fields';
import { FormShell } from '../form-shell';
import { useEntityForm } from '../use-entity-form';

export function PublicationForm() {
  const { id } = useParams();
  const content = useContent();
  const memberSelect = useId();
  const [member, setMember] = useState('');
  const form = useEntityForm({
    kind: 'publications',
    id,
    blank: (): Publication => ({
      id: 'new',
      title: '',
      journal: '',
      year: new Date().getFullYear(),
      type: PUBLICATION_TYPES[0],
      authors: [''],
      citation: '',
      doi: '',
      url: '',
      abstract: '',
      keywords: [],
      projectIds: [],
      softwareIds: [],
    }),
    prepare: (pub) => ({ ...pub, projectIds: projectIdsOf(pub), authors: pub.authors.length ? pub.authors : [''] }),
  });
  const v = form.values;
  if (!v) return <FormShell form={form}>{null}</FormShell>;
  const types = v.type && !(PUBLICATION_TYPES as readonly string[]).includes(v.type) ? [...PUBLICATION_TYPES, v.type] : PUBLICATION_TYPES;
  const addAuthor = () => {
    const found = content.teamMembers.find((m) => m.id === member);
    if (!found) return;
    const next = addMemberAsAuthor(v.authors, found);
    form.set('authors', next.length ? next : ['']);
  };
  return (
    <FormShell form={form}>
      <TextField label="Title" required value={v.title} onChange={(x) => form.set('title', x)} />
      <TextField label="Journal" required value={v.journal} onChange={(x) => form.set('journal', x)} />
      <TextField
        label="Year"
        required
        type="number"
        min={MIN_PUBLICATION_YEAR}
        max={maxPublicationYear()}
        value={Number.isFinite(v.year) ? String(v.year) : ''}
        onChange={(x) => form.set('year', x.trim() === '' ? Number.NaN : Number(x))}
        hint={`Between ${MIN_PUBLICATION_YEAR} and ${maxPublicationYear()}.`}
      />
      <SelectField label="Type" required value={v.type} onChange={(x) => form.set('type', x)} options={types} />
      <TextArea label="Citation" required rows={3} value={v.citation} onChange={(x) => form.set('citation', x)} />
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
      <TextField label="DOI" value={v.doi ?? ''} onChange={(x) => form.set('doi', x)} hint="e.g. 10.1234/abcd" />
      <TextField label="URL" type="url" value={v.url} onChange={(x) => form.set('url', x)} />
      <TextArea label="Abstract" value={v.abstract ?? ''} onChange={(x) => form.set('abstract', x)} />
      <ListInput label="Keywords" itemName="keyword" values={v.keywords} onChange={(x) => form.set('keywords', x)} />
      <PickList label="Projects" options={content.projects.map((p) => ({ value: p.id, label: p.title }))} selected={v.projectIds} onChange={(x) => form.set('projectIds', x)} />
      <PickList label="Software" options={content.software.map((s) => ({ value: s.id, label: s.name }))} selected={v.softwareIds} onChange={(x) => form.set('softwareIds', x)} />
    </FormShell>
  );
}
