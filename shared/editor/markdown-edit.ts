/**
 * The Markdown toolbar's edits (docs/decisions/076), pure: a text and its selection in, the
 * replaced range and the new selection out, so the field can insert them the way typing does
 * (the browser's undo keeps working).
 */

export type MarkdownAction = 'bold' | 'italic' | 'link' | 'list' | 'heading' | 'code';

export interface Selection {
  start: number;
  end: number;
}

export interface MarkdownEdit {
  /** The range of the text that is replaced… */
  from: number;
  to: number;
  /** …by this. */
  insert: string;
  /** What is selected afterwards. */
  selection: Selection;
}

const WRAPS: Partial<Record<MarkdownAction, { mark: string; placeholder: string }>> = {
  bold: { mark: '**', placeholder: 'bold text' },
  italic: { mark: '*', placeholder: 'italic text' },
  code: { mark: '`', placeholder: 'code' },
};

const LINE_PREFIX: Partial<Record<MarkdownAction, { prefix: string; placeholder: string }>> = {
  list: { prefix: '- ', placeholder: 'List item' },
  heading: { prefix: '## ', placeholder: 'Heading' },
};

/** The edit one toolbar button (or its shortcut) makes to `text` with `selection`. */
export function markdownEdit(action: MarkdownAction, text: string, selection: Selection): MarkdownEdit {
  const { start, end } = selection;
  const selected = text.slice(start, end);
  const wrap = WRAPS[action];
  if (wrap) {
    const { mark } = wrap;
    // Already wrapped: the marks go (the button toggles).
    if (text.slice(start - mark.length, start) === mark && text.slice(end, end + mark.length) === mark && selected) {
      return {
        from: start - mark.length,
        to: end + mark.length,
        insert: selected,
        selection: { start: start - mark.length, end: end - mark.length },
      };
    }
    const inner = selected || wrap.placeholder;
    return {
      from: start,
      to: end,
      insert: `${mark}${inner}${mark}`,
      selection: { start: start + mark.length, end: start + mark.length + inner.length },
    };
  }
  if (action === 'link') {
    const label = selected || 'link text';
    const url = 'https://';
    const insert = `[${label}](${url})`;
    // The address is selected, ready to be typed or pasted over.
    const urlStart = start + label.length + 3;
    return { from: start, to: end, insert, selection: { start: urlStart, end: urlStart + url.length } };
  }
  const line = LINE_PREFIX[action]!;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const block = text.slice(lineStart, end) || line.placeholder;
  const lines = block.split('\n');
  const all = lines.every((row) => row.startsWith(line.prefix));
  const changed = lines
    .map((row) =>
      all
        ? row.slice(line.prefix.length)
        : row.trim() === ''
          ? row
          : `${line.prefix}${row.replace(/^(#{1,6} |[-*+] )/, '')}`,
    )
    .join('\n');
  // The words stay selected, without the mark just added (a bold or a link goes inside the item).
  const marked = !all && changed.startsWith(line.prefix) ? line.prefix.length : 0;
  return {
    from: lineStart,
    to: end,
    insert: changed,
    selection: { start: lineStart + marked, end: lineStart + changed.length },
  };
}

/** The action of a keyboard shortcut in a Markdown field: Ctrl/Cmd+B, I, K and E (code). */
export function markdownShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): MarkdownAction | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  const keys: Record<string, MarkdownAction> = { b: 'bold', i: 'italic', k: 'link', e: 'code' };
  return keys[event.key.toLowerCase()] ?? null;
}
