/**
 * A lab's own page (docs/decisions/077): title, address, Markdown body, an optional image with
 * its alt text, and where the site links it from. A new page's address follows its title until
 * the editor writes one; an address the site keeps for itself, a language's or another page's
 * is refused with its reason.
 */
import { useRef } from 'react';
import { blankItem } from '../../content/model/blanks';
import { PAGE_IMAGE_MAX_SIDE } from '../../content/model/constants';
import { languagesOf } from '../../content/model/languages';
import { pageAddressProblem } from '../../content/model/page-rules';
import { PLACEMENT_LABELS, slugFromTitle } from '../../content/read/pages';
import { PAGE_PLACEMENTS, type Page, type PagePlacement } from '../../content/model/schemas';
import { validators } from '../../content/model/validation';
import { useContent } from '../../ui/content-context';
import { MarkdownField, SelectField, TextField } from '../fields';
import { FormShell } from '../form-shell';
import { ImageField } from '../image-upload';
import { useEntityForm } from '../use-entity-form';

export function PageForm() {
  const content = useContent();
  const form = useEntityForm({
    kind: 'pages',
    blank: () => blankItem('pages', { imageUrl: '', placement: 'nav' }),
    check: (page: Page) =>
      (validators.pages as (item: Page) => string | null)(page) ??
      pageAddressProblem(page, content.pages, languagesOf(content.labProfile)),
  });
  // A new page's address follows its title until the editor types one of their own.
  const slugTyped = useRef(!form.isNew);
  const v = form.values;
  if (!v) return <FormShell form={form}>{null}</FormShell>;
  const setTitle = (title: string) => {
    form.set('title', title);
    if (!slugTyped.current) form.set('slug', slugFromTitle(title));
  };
  return (
    <FormShell form={form}>
      <TextField label="Title" required value={v.title} onChange={setTitle} />
      <TextField
        label="Address"
        required
        value={v.slug}
        onChange={(x) => {
          slugTyped.current = true;
          form.set('slug', x.trim().toLowerCase());
        }}
        hint={`The page is at /${v.slug || 'address'}/ in every language of the site: lower-case letters, digits and hyphens. The site's own addresses (news, projects, team, search, admin…) are taken.`}
      />
      <MarkdownField label="Body" required rows={12} value={v.body} onChange={(x) => form.set('body', x)} />
      <SelectField
        label="Shown in"
        value={v.placement}
        onChange={(x) => form.set('placement', x as PagePlacement)}
        options={PAGE_PLACEMENTS.map((value) => ({ value, label: PLACEMENT_LABELS[value] }))}
      />
      <ImageField
        legend="Image"
        folder="pages"
        name={v.title}
        value={v.imageUrl ?? ''}
        onChange={(x) => form.set('imageUrl', x)}
        maxSide={PAGE_IMAGE_MAX_SIDE}
        previewAlt={`Image of ${v.title || 'the new page'}`}
        alt={{ value: v.imageAlt, onChange: (x) => form.set('imageAlt', x) }}
      />
    </FormShell>
  );
}
