/** Job opening form (docs/product.md §2, §5); legacy job types are mapped when a job is edited (docs/product.md §4). */
import { blankItem } from '../../content/model/blanks';
import { JOB_LOCATIONS, JOB_TYPES } from '../../content/model/constants';
import { mapLegacyJobType } from '../../content/edit/operations';
import { useContent } from '../../ui/content-context';
import { CheckboxField, MarkdownField, RowsField, SelectField, TextField } from '../fields';
import { FormShell } from '../form-shell';
import { today } from '../format';
import { useEntityForm } from '../use-entity-form';

const withCurrent = (options: readonly string[], current: string) => (current && !options.includes(current) ? [...options, current] : options);

export function JobForm() {
  const content = useContent();
  const form = useEntityForm({
    kind: 'jobOpenings',
    blank: () =>
      blankItem('jobOpenings', { requirements: [''], type: JOB_TYPES[0], location: JOB_LOCATIONS[0], postedDate: today(), closingDate: '', projectId: '' }),
    prepare: (job) => ({ ...job, type: mapLegacyJobType(job.type), requirements: job.requirements.length ? job.requirements : [''] }),
  });
  const v = form.values;
  if (!v) return <FormShell form={form}>{null}</FormShell>;
  return (
    <FormShell form={form}>
      <TextField label="Title" required value={v.title} onChange={(x) => form.set('title', x)} />
      <MarkdownField label="Description" required value={v.description} onChange={(x) => form.set('description', x)} />
      <RowsField label="Requirements" required rowLabel="Requirement" rows={v.requirements} onChange={(rows) => form.set('requirements', rows)} />
      <SelectField label="Type" required value={v.type} onChange={(x) => form.set('type', x)} options={withCurrent(JOB_TYPES, v.type)} />
      <SelectField label="Location" required value={v.location} onChange={(x) => form.set('location', x)} options={withCurrent(JOB_LOCATIONS, v.location)} />
      <TextField label="Posted date" required type="date" value={v.postedDate} onChange={(x) => form.set('postedDate', x)} />
      <TextField label="Closing date" type="date" value={v.closingDate ?? ''} onChange={(x) => form.set('closingDate', x)} />
      <CheckboxField label="Position is open" checked={v.isOpen} onChange={(x) => form.set('isOpen', x)} />
      <TextField label="Contact email" type="email" value={v.contactEmail} onChange={(x) => form.set('contactEmail', x)} />
      <TextField label="Application URL" type="url" value={v.applicationUrl} onChange={(x) => form.set('applicationUrl', x)} />
      <SelectField
        label="Project"
        value={v.projectId ?? ''}
        onChange={(x) => form.set('projectId', x)}
        options={[{ value: '', label: 'General (no project)' }, ...content.projects.map((p) => ({ value: p.id, label: p.title }))]}
      />
    </FormShell>
  );
}
