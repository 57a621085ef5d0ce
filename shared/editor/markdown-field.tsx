/**
 * A prose field in Markdown (docs/decisions/076): the text area with a toolbar for what labs
 * use (bold, italic, link, list, heading, code), keyboard shortcuts, and a live preview beside
 * it (below it where the form is narrow, as in the side panel). The preview renders the text as
 * the site does (shared/ui/prose.tsx), with the parser loaded on demand.
 */
import { useId, useRef, type KeyboardEvent, type TextareaHTMLAttributes } from 'react';
import { flushSync } from 'react-dom';
import { Prose } from '../ui/prose';
import { markdownEdit, markdownShortcut, type MarkdownAction } from './markdown-edit';

const BUTTONS: { action: MarkdownAction; label: string; text: string; keys?: string }[] = [
  { action: 'bold', label: 'Bold', text: 'B', keys: 'Ctrl+B' },
  { action: 'italic', label: 'Italic', text: 'I', keys: 'Ctrl+I' },
  { action: 'link', label: 'Link', text: 'Link', keys: 'Ctrl+K' },
  { action: 'list', label: 'Bulleted list', text: '• List' },
  { action: 'heading', label: 'Heading', text: 'H' },
  { action: 'code', label: 'Code', text: '</>', keys: 'Ctrl+E' },
];

/** The help every Markdown field shows. */
export const MARKDOWN_HELP =
  'Markdown: **bold**, *italic*, [link text](https://example.org) or [link text](/join-us), "- " for a list, "## " for a heading, `code`; a blank line starts a new paragraph. Shortcuts: Ctrl+B bold, Ctrl+I italic, Ctrl+K link, Ctrl+E code (⌘ on a Mac).';

type ControlProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & {
  id: string;
  value: string;
};

/**
 * The editor part of a Markdown field: toolbar, text area and preview. The toolbar ("Formatting")
 * controls the text area and the preview ("Preview") sits in the field; neither repeats the
 * field's label in its name, so the label names the text area alone.
 */
export function MarkdownEditor({
  control,
  onChange,
  headingBase = 4,
}: {
  control: ControlProps;
  onChange: (value: string) => void;
  headingBase?: number;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const previewId = useId();

  const apply = (action: MarkdownAction) => {
    const textarea = area.current;
    if (!textarea) return;
    const edit = markdownEdit(action, textarea.value, { start: textarea.selectionStart, end: textarea.selectionEnd });
    textarea.focus();
    textarea.setSelectionRange(edit.from, edit.to);
    // Inserted as typing inserts, so the browser's undo takes it back; where the browser
    // refuses, the value is set directly.
    const typed = typeof document.execCommand === 'function' && document.execCommand('insertText', false, edit.insert);
    if (!typed || textarea.value.slice(edit.from, edit.from + edit.insert.length) !== edit.insert) {
      const value = textarea.value.slice(0, edit.from) + edit.insert + textarea.value.slice(edit.to);
      // The field shows the new text before the selection is set in it.
      flushSync(() => onChange(value));
    }
    // Selected at once, before the next key: typing right after a shortcut replaces what it selects
    // (a link's address), however soon the key comes.
    textarea.setSelectionRange(edit.selection.start, edit.selection.end);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = markdownShortcut(event);
    if (!action) return;
    event.preventDefault();
    apply(action);
  };

  return (
    <div className="studio-markdown">
      <div className="studio-markdown-toolbar" role="toolbar" aria-label="Formatting" aria-controls={control.id}>
        {BUTTONS.map((button) => (
          <button
            key={button.action}
            type="button"
            className="studio-button studio-markdown-button"
            aria-label={button.label}
            title={button.keys ? `${button.label} (${button.keys})` : button.label}
            aria-keyshortcuts={button.keys?.replace('Ctrl', 'Control')}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => apply(button.action)}
          >
            <span aria-hidden="true">{button.text}</span>
          </button>
        ))}
      </div>
      <div className="studio-markdown-panes">
        <textarea {...control} ref={area} onChange={(event) => onChange(event.target.value)} onKeyDown={onKeyDown} />
        <section className="studio-markdown-preview" aria-labelledby={`${previewId}-title`} lang={control.lang}>
          {/* A label, not a heading: the form's own outline stays h1 → h2. */}
          <p id={`${previewId}-title`} className="studio-markdown-preview-title">
            Preview
          </p>
          <div className="studio-markdown-prose prose">
            {control.value.trim() ? (
              <Prose text={control.value} headingBase={headingBase} />
            ) : (
              <p className="studio-hint">Nothing written yet.</p>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
