/** News form (docs/product.md §2, §5): an image URL or emojis, never both; tags on Enter. */
import { blankItem } from '../../content/model/blanks';
import { RouterLink as Link } from '../../ui/router-link';
import { useContent } from '../../ui/content-context';
import { EmojiPicker } from '../emoji-picker';
import { CheckboxField, ListInput, MarkdownField, SelectField, TextField } from '../fields';
import { FormShell } from '../form-shell';
import { ImageField, ShareImageField } from '../image-upload';
import { NEWS_IMAGE_MAX_SIDE } from '../../content/model/constants';
import { today } from '../format';
import { useEntityForm } from '../use-entity-form';

export function NewsForm() {
  const content = useContent();
  const form = useEntityForm({
    kind: 'newsItems',
    blank: () => blankItem('newsItems', { date: today(), imageUrl: '', emojiHexcodes: [] }),
    prepare: (item) => ({ ...item, imageUrl: item.imageUrl ?? '', emojiHexcodes: item.emojiHexcodes ?? [] }),
    afterSave: '/admin',
  });
  const v = form.values;
  if (!v) return <FormShell form={form}>{null}</FormShell>;
  const emojis = v.emojiHexcodes ?? [];
  const authors = content.teamMembers.map((m) => m.name);
  const authorOptions = [{ value: '', label: 'Choose an author' }, ...authors.map((n) => ({ value: n, label: n }))];
  if (v.author && !authors.includes(v.author)) authorOptions.push({ value: v.author, label: v.author });
  return (
    <FormShell form={form}>
      <TextField label="Title" required value={v.title} onChange={(x) => form.set('title', x)} />
      <MarkdownField label="Content" required rows={8} value={v.content} onChange={(x) => form.set('content', x)} />
      <TextField label="Date" required type="date" value={v.date} onChange={(x) => form.set('date', x)} />
      <TextField
        label="Expiry date"
        type="date"
        value={v.expiryDate ?? ''}
        onChange={(x) => form.set('expiryDate', x || undefined)}
        hint="Optional: after this day the item leaves the news list and the home page (a call for participants, an event)."
      />
      <SelectField label="Author" required value={v.author} onChange={(x) => form.set('author', x)} options={authorOptions} />
      <CheckboxField
        label="Featured (pinned to the top of News)"
        checked={v.featured}
        onChange={(x) => form.set('featured', x)}
        hint={
          <>
            Featured items come first on the News page. The home page shows the news item chosen under{' '}
            <Link className="studio-link" to="/admin/featured">
              Featured Content
            </Link>
            .
          </>
        }
      />
      <ListInput label="Tags" itemName="tag" values={v.tags} onChange={(x) => form.set('tags', x)} />
      <ImageField
        legend="Image"
        folder="news"
        name={v.title}
        value={v.imageUrl ?? ''}
        onChange={(x) => form.set('imageUrl', x)}
        maxSide={NEWS_IMAGE_MAX_SIDE}
        previewAlt={`Image of ${v.title || 'the news item'}`}
        urlHint="Or choose emojis below instead of an image."
        disabled={emojis.length > 0}
        disabledHint="Emojis replace the image with a solid colour banner; remove all emojis to use an image."
        alt={{ value: v.imageAlt, onChange: (x) => form.set('imageAlt', x) }}
      />
      <EmojiPicker label="Emojis" selected={emojis} onChange={(x) => form.set('emojiHexcodes', x)} allowCustom />
      <ShareImageField
        folder="news"
        name={v.title}
        value={v.shareImage}
        onChange={(x) => form.set('shareImage', x)}
        alt={v.shareImageAlt}
        onAltChange={(x) => form.set('shareImageAlt', x)}
        maxSide={NEWS_IMAGE_MAX_SIDE}
      />
    </FormShell>
  );
}
