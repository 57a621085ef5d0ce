/** Project form (docs/product.md §2, §5): disciplines, methods, team, publications, status and dates, image, up to 3 emojis. */
import { blankItem } from '../../content/model/blanks';
import { MAX_PROJECT_EMOJIS, PROJECT_IMAGE_MAX_SIDE } from '../../content/model/constants';
import { topicsInUse } from '../../content/read/topics';
import { categoriesOf, MESSAGES } from '../../content/model/validation';
import { useContent } from '../../ui/content-context';
import { EmojiPicker } from '../emoji-picker';
import { ListInput, MarkdownField, PickList, SelectField, TextField } from '../fields';
import { FormShell } from '../form-shell';
import { yearLabel } from '../format';
import { useStudioHost } from '../host';
import { ImageField, ShareImageField } from '../image-upload';
import { useEntityForm } from '../use-entity-form';

const blankProject = () => blankItem('projects', { image: '', startDate: '', endDate: '' });

export function ProjectForm() {
  const content = useContent();
  const host = useStudioHost();
  const form = useEntityForm({
    kind: 'projects',
    blank: blankProject,
    prepare: (project) => ({ ...project, category: categoriesOf(project) }),
    afterSave: '/admin',
  });
  const v = form.values;
  if (!v) return <FormShell form={form}>{null}</FormShell>;
  const pubIds = new Set(content.publications.map((p) => p.id));
  const references = v.publications.filter((ref) => !pubIds.has(ref));
  const topicSuggestions = [...new Set([...Object.keys(content.topicColorRegistry), ...topicsInUse(content.projects)])];
  return (
    <FormShell form={form}>
      <TextField label="Title" required value={v.title} onChange={(x) => form.set('title', x)} />
      <MarkdownField label="Description" required rows={8} value={v.description} onChange={(x) => form.set('description', x)} />
      <ListInput label="Disciplines" itemName="discipline" required values={categoriesOf(v)} onChange={(x) => form.set('category', x)} />
      <ListInput label="Methods" itemName="method" values={v.topics} onChange={(x) => form.set('topics', x)} suggestions={topicSuggestions} />
      <PickList
        label="Team"
        options={content.teamMembers.map((m) => ({ value: m.name, label: m.name }))}
        selected={v.team}
        onChange={(x) => form.set('team', x)}
      />
      <PickList
        label="Publications"
        options={content.publications.map((p) => ({ value: p.id, label: `${p.title} (${yearLabel(p.year)})` }))}
        selected={v.publications.filter((ref) => pubIds.has(ref))}
        onChange={(x) => form.set('publications', [...x, ...references])}
      />
      <ListInput
        label="Other publication references"
        itemName="reference"
        values={references}
        onChange={(x) => form.set('publications', [...v.publications.filter((ref) => pubIds.has(ref)), ...x])}
        hint="Free-text references to work not in the publication list. Press Enter to add."
      />
      <SelectField
        label="Status"
        value={v.status}
        onChange={(x) => form.set('status', x === 'completed' ? 'completed' : 'ongoing')}
        options={[
          { value: 'ongoing', label: 'Ongoing' },
          { value: 'completed', label: 'Completed' },
        ]}
      />
      <TextField label="Start date" type="date" value={v.startDate ?? ''} onChange={(x) => form.set('startDate', x)} />
      <TextField
        label="End date"
        type="date"
        value={v.endDate ?? ''}
        onChange={(x) => form.set('endDate', x)}
        disabled={v.status !== 'completed'}
        hint="Editable only when the status is Completed."
      />
      <ImageField
        legend="Image"
        folder="projects"
        name={v.title}
        value={v.image ?? ''}
        onChange={(x) => form.set('image', x)}
        maxSide={PROJECT_IMAGE_MAX_SIDE}
        previewAlt={`Image of ${v.title || 'the new project'}`}
        alt={{ value: v.imageAlt, onChange: (x) => form.set('imageAlt', x) }}
      />
      <ShareImageField
        folder="projects"
        name={v.title}
        value={v.shareImage}
        onChange={(x) => form.set('shareImage', x)}
        alt={v.shareImageAlt}
        onAltChange={(x) => form.set('shareImageAlt', x)}
        maxSide={PROJECT_IMAGE_MAX_SIDE}
      />
      <EmojiPicker
        label="Emojis"
        selected={v.emojiHexcodes}
        onChange={(x) => form.set('emojiHexcodes', x)}
        limit={MAX_PROJECT_EMOJIS}
        onLimit={() => void host.alert(MESSAGES.emojiLimit)}
      />
    </FormShell>
  );
}
