/** Software form (docs/product.md §2, §5): technologies, developers, licence, links, projects and publications. */
import { blankItem } from '../../content/model/blanks';
import { LICENSES, SOFTWARE_IMAGE_MAX_SIDE } from '../../content/model/constants';
import { useContent } from '../../ui/content-context';
import { CheckboxField, ListInput, MarkdownField, PickList, SelectField, TextField } from '../fields';
import { FormShell } from '../form-shell';
import { ImageField } from '../image-upload';
import { yearLabel } from '../format';
import { useEntityForm } from '../use-entity-form';

export function SoftwareForm() {
  const content = useContent();
  const form = useEntityForm({
    kind: 'software',
    blank: () => blankItem('software', { license: LICENSES[0], imageUrl: '' }),
    prepare: (item) => ({ ...item, projectIds: item.projectIds.length ? item.projectIds : item.projectId ? [item.projectId] : [] }),
  });
  const v = form.values;
  if (!v) return <FormShell form={form}>{null}</FormShell>;
  const licences = v.license && !(LICENSES as readonly string[]).includes(v.license) ? [...LICENSES, v.license] : LICENSES;
  const memberNames = content.teamMembers.map((m) => m.name);
  const developerOptions = [...memberNames, ...v.developers.filter((d) => !memberNames.includes(d))].map((n) => ({ value: n, label: n }));
  return (
    <FormShell form={form}>
      <TextField label="Name" required value={v.name} onChange={(x) => form.set('name', x)} />
      <MarkdownField label="Description" required value={v.description} onChange={(x) => form.set('description', x)} />
      <TextField label="Repository URL" required type="url" value={v.repoUrl} onChange={(x) => form.set('repoUrl', x)} />
      <ListInput label="Technologies" itemName="technology" required values={v.technologies} onChange={(x) => form.set('technologies', x)} />
      <PickList label="Developers" options={developerOptions} selected={v.developers} onChange={(x) => form.set('developers', x)} />
      <SelectField label="License" required value={v.license} onChange={(x) => form.set('license', x)} options={licences} />
      <ImageField
        legend="Image"
        folder="software"
        name={v.name}
        value={v.imageUrl ?? ''}
        onChange={(x) => form.set('imageUrl', x)}
        maxSide={SOFTWARE_IMAGE_MAX_SIDE}
        previewAlt={`Image of ${v.name || 'the new software'}`}
        alt={{ value: v.imageAlt, onChange: (x) => form.set('imageAlt', x) }}
      />
      <TextField label="Demo URL" type="url" value={v.demoUrl} onChange={(x) => form.set('demoUrl', x)} />
      <TextField label="Documentation URL" type="url" value={v.documentationUrl} onChange={(x) => form.set('documentationUrl', x)} />
      <PickList label="Projects" options={content.projects.map((p) => ({ value: p.id, label: p.title }))} selected={v.projectIds} onChange={(x) => form.set('projectIds', x)} />
      <PickList
        label="Publications"
        options={content.publications.map((p) => ({ value: p.id, label: `${p.title} (${yearLabel(p.year)})` }))}
        selected={v.publicationIds}
        onChange={(x) => form.set('publicationIds', x)}
      />
      <CheckboxField label="Featured" checked={v.featured} onChange={(x) => form.set('featured', x)} />
      <TextField label="Release date" type="date" value={v.releaseDate} onChange={(x) => form.set('releaseDate', x)} />
      <TextField label="Last update" type="date" value={v.lastUpdate} onChange={(x) => form.set('lastUpdate', x)} />
    </FormShell>
  );
}
