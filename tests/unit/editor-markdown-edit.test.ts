/** The Markdown toolbar's edits (shared/editor/markdown-edit.ts): what each button makes of a text and its selection. */
import { describe, expect, it } from 'vitest';
import { markdownEdit, markdownShortcut, type MarkdownAction } from '../../shared/editor/markdown-edit';

/** The text after an edit, and what is selected then. */
function apply(action: MarkdownAction, text: string, selected: string) {
  const start = text.indexOf(selected);
  const edit = markdownEdit(action, text, { start, end: start + selected.length });
  const value = text.slice(0, edit.from) + edit.insert + text.slice(edit.to);
  return { value, selected: value.slice(edit.selection.start, edit.selection.end) };
}

describe('the Markdown toolbar', () => {
  it('wraps the selection in bold, italic or code, and unwraps it again', () => {
    expect(apply('bold', 'a grant now', 'grant')).toEqual({ value: 'a **grant** now', selected: 'grant' });
    expect(apply('italic', 'a grant now', 'grant')).toEqual({ value: 'a *grant* now', selected: 'grant' });
    expect(apply('code', 'run npm test', 'npm test')).toEqual({ value: 'run `npm test`', selected: 'npm test' });
    expect(apply('bold', 'a **grant** now', 'grant')).toEqual({ value: 'a grant now', selected: 'grant' });
  });

  it('inserts a placeholder where nothing is selected', () => {
    expect(apply('bold', 'a  b', '')).toEqual({ value: '**bold text**a  b', selected: 'bold text' });
  });

  it('makes a link of the selection with its address selected', () => {
    expect(apply('link', 'see our page', 'our page')).toEqual({
      value: 'see [our page](https://)',
      selected: 'https://',
    });
  });

  it('makes whole lines a list or a heading, and takes the mark away again', () => {
    expect(apply('list', 'Intro\nOne\nTwo', 'One\nTwo')).toEqual({
      value: 'Intro\n- One\n- Two',
      selected: 'One\n- Two',
    });
    expect(apply('list', 'Intro\n- One\n- Two', '- One\n- Two')).toEqual({
      value: 'Intro\nOne\nTwo',
      selected: 'One\nTwo',
    });
    expect(apply('heading', 'Intro\nMethods', 'thods')).toEqual({ value: 'Intro\n## Methods', selected: 'Methods' });
    expect(apply('heading', '- Methods', 'Methods')).toEqual({ value: '## Methods', selected: 'Methods' });
  });

  it('answers Ctrl or Cmd with B, I, K and E, nothing else', () => {
    const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) =>
      markdownShortcut({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });
    expect(key('b', { ctrlKey: true })).toBe('bold');
    expect(key('I', { metaKey: true })).toBe('italic');
    expect(key('k', { ctrlKey: true })).toBe('link');
    expect(key('e', { ctrlKey: true })).toBe('code');
    expect(key('b')).toBeNull();
    expect(key('s', { ctrlKey: true })).toBeNull();
    expect(key('b', { ctrlKey: true, shiftKey: true })).toBeNull();
  });
});
