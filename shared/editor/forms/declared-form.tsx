/**
 * The default form of a collection (docs/decisions/083): its declared fields, in their order, each
 * with the studio's control for its kind: a line, a text area, the Markdown field, an address, an
 * email, a day, an image with its alt text beside it, a picker of related items, a list, a yes/no.
 * A collection whose form needs more (a field of its own shape, a field shown only with another)
 * keeps a form of its own.
 */
import type { ReactNode } from 'react';
import { blankItem } from '../../content/model/blanks';
import { COLLECTIONS, itemName, relationTarget } from '../../content/model/collections';
import type { FieldSpec } from '../../content/model/fields';
import type { EntityKind, EntityMap } from '../../content/model/model';
import { useContent } from '../../ui/content-context';
import { CheckboxField, ListInput, MarkdownField, PickList, RowsField, SelectField, TextArea, TextField } from '../fields';
import { FormShell } from '../form-shell';
import { ImageField } from '../image-upload';
import { useEntityForm } from '../use-entity-form';

/** Neither side of an uploaded picture is larger, unless its field says otherwise. */
const DEFAULT_MAX_SIDE = 1600;

type Values = Record<string, unknown>;
type Set = (key: string, value: unknown) => void;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const listOf = (value: unknown) => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);

/** One declared field with the control for its kind; nothing for a field of its own shape. */
function DeclaredField({ spec, values, set, name }: { spec: FieldSpec; values: Values; set: Set; name: string }): ReactNode {
  const content = useContent();
  const value = values[spec.key];
  const base = { label: spec.label, required: spec.required, hint: spec.help };
  // An optional field left empty is no field: the item exports as one without it.
  const setText = (x: string) => set(spec.key, spec.optional && !x.trim() ? undefined : x);
  switch (spec.kind) {
    case 'text':
      if (spec.choices) return <SelectField {...base} value={textOf(value)} onChange={setText} options={spec.choices.map((choice) => ({ value: choice, label: choice[0]!.toUpperCase() + choice.slice(1) }))} />;
      return <TextField {...base} value={textOf(value)} onChange={setText} />;
    case 'url':
    case 'file':
      return <TextField {...base} type="url" value={textOf(value)} onChange={setText} />;
    case 'email':
      return <TextField {...base} type="email" value={textOf(value)} onChange={setText} />;
    case 'date':
      return <TextField {...base} type="date" value={textOf(value)} onChange={setText} />;
    case 'longText':
      return <TextArea {...base} value={textOf(value)} onChange={setText} />;
    case 'markdown':
      return <MarkdownField {...base} value={textOf(value)} onChange={setText} />;
    case 'flag':
      return <CheckboxField label={spec.label} hint={spec.help} checked={value === true} onChange={(x) => set(spec.key, spec.optional && !x ? undefined : x)} />;
    case 'list': {
      const onChange = (x: string[]) => set(spec.key, spec.optional && x.length === 0 ? undefined : x);
      return spec.items === 'markdown' ? (
        <RowsField {...base} rows={listOf(value)} rowLabel={spec.one ?? spec.label} onChange={onChange} />
      ) : (
        <ListInput {...base} itemName={spec.one ?? spec.label.toLowerCase()} values={listOf(value)} onChange={onChange} />
      );
    }
    case 'relation': {
      const target = relationTarget(spec);
      const options = (content[target] as readonly { id: string }[]).map((item) => ({ value: item.id, label: itemName(target, item) }));
      if (spec.many) return <PickList label={spec.label} options={options} selected={listOf(value)} onChange={(x) => set(spec.key, spec.optional && x.length === 0 ? undefined : x)} />;
      return <SelectField {...base} value={textOf(value)} onChange={setText} options={[{ value: '', label: '(none)' }, ...options]} />;
    }
    case 'image': {
      const image = spec.image!;
      const alt = values[image.alt.key];
      return (
        <ImageField
          legend={spec.label}
          folder={image.folder}
          name={name}
          value={textOf(value)}
          // A share image emptied is no share image: the item shares its image again.
          onChange={(x) => set(spec.key, image.share && !x.trim() ? undefined : x)}
          maxSide={image.maxSide ?? DEFAULT_MAX_SIDE}
          urlLabel={image.url}
          uploadLabel={image.upload}
          urlHint={spec.help}
          previewAlt={`${name || spec.label} ${spec.label.toLowerCase()} preview`}
          previewClassName={image.previewClass}
          alt={{ label: image.alt.label, decorativeLabel: image.alt.decorativeLabel, value: typeof alt === 'string' ? alt : undefined, onChange: (x) => set(image.alt.key, x) }}
        />
      );
    }
    default:
      return null;
  }
}

/** Every declared field of a collection's item, in the declaration's order. */
export function DeclaredFields({ kind, values, set }: { kind: EntityKind; values: Values; set: Set }) {
  const name = itemName(kind, values, '');
  return (
    <>
      {COLLECTIONS[kind].fields.map((spec) => (
        <DeclaredField key={spec.key} spec={spec} values={values} set={set} name={textOf(values[COLLECTIONS[kind].nameField]) ? name : ''} />
      ))}
    </>
  );
}

/** A new item's values: the blank item, its pictures starting empty (a field, not an absent key). */
function blankFor<K extends EntityKind>(kind: K): EntityMap[K] {
  const pictures = COLLECTIONS[kind].fields.filter((spec) => spec.image && !spec.image.share).map((spec) => [spec.key, '']);
  return blankItem(kind, Object.fromEntries(pictures) as Partial<EntityMap[K]>);
}

/** The default studio form of a collection: its declared fields in the shared form frame. */
export function DeclaredForm<K extends EntityKind>({ kind }: { kind: K }) {
  const form = useEntityForm({ kind, blank: () => blankFor(kind) });
  const set: Set = (key, value) => form.set(key as keyof EntityMap[K], value as never);
  return <FormShell form={form}>{form.values ? <DeclaredFields kind={kind} values={form.values as Values} set={set} /> : null}</FormShell>;
}
