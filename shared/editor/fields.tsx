/**
 * The studio's form controls. Every control has a visible label; required fields are
 * marked for assistive technology (aria-required) while the spec's own messages, not
 * native validation bubbles, tell the editor what is missing.
 */
import { useId, useState, type ReactNode } from 'react';
import { addUnique } from '../content/model/validation';
import { MARKDOWN_HELP, MarkdownEditor } from './markdown-field';

interface Base {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
}

// The asterisk sits beside the label, not inside it, so the field's name stays exactly its label.
const Label = ({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) => (
  <span className="studio-label">
    <label htmlFor={htmlFor}>{label}</label>
    {required ? (
      <span className="studio-required" aria-hidden="true">
        *
      </span>
    ) : null}
  </span>
);

/** What a text input and a text area share: value, change, and how they announce required and hint. */
const control = (id: string, props: Base & { value: string; onChange: (value: string) => void }) => ({
  id,
  value: props.value,
  onChange: (event: { target: { value: string } }) => props.onChange(event.target.value),
  'aria-required': props.required || undefined,
  'aria-describedby': props.hint ? `${id}-hint` : undefined,
});

export function TextField(
  props: Base & { value: string; onChange: (value: string) => void; type?: 'text' | 'email' | 'url' | 'date' | 'number'; list?: string; min?: number; max?: number },
) {
  const id = useId();
  return (
    <div className="studio-field">
      <Label htmlFor={id} label={props.label} required={props.required} />
      <input {...control(id, props)} type={props.type ?? 'text'} disabled={props.disabled} list={props.list} min={props.min} max={props.max} />
      {props.hint ? <p id={`${id}-hint`} className="studio-hint">{props.hint}</p> : null}
    </div>
  );
}

export function TextArea(props: Base & { value: string; onChange: (value: string) => void; rows?: number }) {
  const id = useId();
  return (
    <div className="studio-field">
      <Label htmlFor={id} label={props.label} required={props.required} />
      <textarea {...control(id, props)} rows={props.rows ?? 5} />
      {props.hint ? <p id={`${id}-hint`} className="studio-hint">{props.hint}</p> : null}
    </div>
  );
}

/** A prose field written in Markdown: toolbar, shortcuts and preview (./markdown-field.tsx); its help names them. */
export function MarkdownField(props: Base & { value: string; onChange: (value: string) => void; rows?: number }) {
  const id = useId();
  return (
    <div className="studio-field">
      <Label htmlFor={id} label={props.label} required={props.required} />
      <MarkdownEditor
        control={{ ...textControl(id, props), rows: props.rows ?? 6 }}
        onChange={props.onChange}
      />
      <p id={`${id}-hint`} className="studio-hint">
        {props.hint ? <>{props.hint} </> : null}
        {MARKDOWN_HELP}
      </p>
    </div>
  );
}

/** A text area's attributes without its change handler (the Markdown editor has its own). */
function textControl(id: string, props: Base & { value: string; onChange: (value: string) => void }) {
  const { onChange: _change, ...rest } = control(id, props);
  return { ...rest, 'aria-describedby': `${id}-hint` };
}

export function SelectField(
  props: Base & { value: string; onChange: (value: string) => void; options: readonly (string | { value: string; label: string })[] },
) {
  const id = useId();
  return (
    <div className="studio-field">
      <Label htmlFor={id} label={props.label} required={props.required} />
      <select id={id} value={props.value} onChange={(event) => props.onChange(event.target.value)} aria-required={props.required || undefined} disabled={props.disabled}>
        {props.options.map((option) => {
          const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
    </div>
  );
}

export function CheckboxField(props: { label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: ReactNode }) {
  const id = useId();
  return (
    <div className="studio-field studio-check">
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>{props.label}</label>
      {props.hint ? (
        <p id={`${id}-hint`} className="studio-hint">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}

/** A list of short texts (tags, disciplines, technologies): Enter or Add appends, no duplicates. */
export function ListInput(props: Base & { values: readonly string[]; onChange: (values: string[]) => void; suggestions?: readonly string[]; itemName: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const add = () => {
    props.onChange(addUnique(props.values, text));
    setText('');
  };
  return (
    <div className="studio-field">
      <Label htmlFor={id} label={props.label} required={props.required} />
      <div className="studio-inline">
        <input
          id={id}
          value={text}
          aria-required={props.required || undefined}
          aria-describedby={`${id}-hint`}
          list={props.suggestions ? `${id}-list` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="studio-button" onClick={add}>
          Add {props.itemName}
        </button>
      </div>
      {props.suggestions ? (
        <datalist id={`${id}-list`}>
          {props.suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ) : null}
      <p id={`${id}-hint`} className="studio-hint">
        {props.hint ?? 'Press Enter to add.'}
      </p>
      {props.values.length > 0 ? (
        <ul className="studio-chips" aria-label={`${props.label} added`}>
          {props.values.map((value) => (
            <li key={value}>
              {value}
              <button type="button" aria-label={`Remove ${props.itemName} ${value}`} onClick={() => props.onChange(props.values.filter((v) => v !== value))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Choose any number of items from a list (team members, projects, publications, ...). */
export function PickList(props: { label: string; options: readonly { value: string; label: string }[]; selected: readonly string[]; onChange: (values: string[]) => void }) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = props.options.filter((option) => words.every((word) => option.label.toLowerCase().includes(word)));
  const toggle = (value: string, on: boolean) =>
    props.onChange(on ? [...props.selected.filter((v) => v !== value), value] : props.selected.filter((v) => v !== value));
  return (
    <fieldset className="studio-field studio-picklist">
      <legend>
        {props.label} <span className="studio-count">({props.selected.length} selected)</span>
      </legend>
      {props.options.length > 8 ? (
        <div className="studio-picklist-filter">
          <label htmlFor={filterId}>Filter {props.label.toLowerCase()}</label>
          <input id={filterId} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
        </div>
      ) : null}
      {/* Only a long list scrolls (with its filter above); a short one shows every label whole. */}
      <div className={`studio-picklist-options${props.options.length > 8 ? ' studio-picklist-scroll' : ''}`}>
        {shown.map((option) => (
          <label key={option.value}>
            <input type="checkbox" checked={props.selected.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} />
            {option.label}
          </label>
        ))}
        {shown.length === 0 ? <p className="studio-hint">Nothing to choose.</p> : null}
      </div>
    </fieldset>
  );
}

/** Rows of free text (publication authors, job requirements); the last row cannot be removed. */
export function RowsField(props: Base & { rows: readonly string[]; onChange: (rows: string[]) => void; rowLabel: string; placeholder?: string }) {
  const rows = props.rows.length ? props.rows : [''];
  const set = (index: number, value: string) => props.onChange(rows.map((row, i) => (i === index ? value : row)));
  return (
    <fieldset className="studio-field studio-rows">
      <legend>
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {props.hint ? <p className="studio-hint">{props.hint}</p> : null}
      {rows.map((row, index) => (
        <div className="studio-inline" key={index}>
          <input
            aria-label={`${props.rowLabel} ${index + 1}`}
            value={row}
            placeholder={props.placeholder}
            aria-required={props.required && index === 0 ? true : undefined}
            onChange={(event) => set(index, event.target.value)}
          />
          <button
            type="button"
            className="studio-button"
            disabled={rows.length <= 1}
            aria-label={`Remove ${props.rowLabel.toLowerCase()} ${index + 1}`}
            onClick={() => props.onChange(rows.filter((_, i) => i !== index))}
          >
            Remove
          </button>
        </div>
      ))}
      <button type="button" className="studio-button" onClick={() => props.onChange([...rows, ''])}>
        Add {props.rowLabel.toLowerCase()}
      </button>
    </fieldset>
  );
}

/**
 * A file upload that looks like the studio's buttons and names the file in use, instead of the
 * browser's bare input (which says "No file chosen" again once an upload is stored).
 */
export function FileField(props: {
  label: string;
  accept: string;
  onFile: (file: File | undefined, input: HTMLInputElement) => void;
  /** What is in use now, e.g. "Uploaded: photo.jpg"; shown beside the button. */
  current: string;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="studio-file">
      <input
        id={id}
        className="studio-file-input"
        type="file"
        accept={props.accept}
        disabled={props.disabled}
        aria-describedby={`${id}-current${props.hint ? ` ${id}-hint` : ''}`}
        onChange={(event) => props.onFile(event.target.files?.[0], event.target)}
      />
      <label htmlFor={id} className="studio-button studio-file-button">
        {props.label}
      </label>
      <span id={`${id}-current`} className="studio-file-current">
        {props.current}
      </span>
      {props.hint ? <p id={`${id}-hint`} className="studio-hint">{props.hint}</p> : null}
    </div>
  );
}
