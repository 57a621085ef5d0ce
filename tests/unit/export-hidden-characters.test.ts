import { describe, expect, it } from 'vitest';
import { escapeHiddenCharacters, findHiddenCharacter, generateSource, parseSource } from '../../shared/export/source';
import { news } from './content-fixtures';

const RLO = '\u202E';
const LRI = '\u2066';
const PDI = '\u2069';
const ZWSP = '\u200B';

describe('hidden characters in data files', () => {
  it('writes bidi controls and invisible characters as \\u escapes, so a diff shows them', () => {
    const title = `Talk ${RLO}txt.exe${LRI}x${PDI} and${ZWSP}more\u00AD\u2028\uFEFF`;
    const text = generateSource('newsItems', [news({ id: 'n1', title })]);
    expect(findHiddenCharacter(text)).toBeNull();
    expect(text).toContain('"title": "Talk \\u202Etxt.exe\\u2066x\\u2069 and\\u200Bmore\\u00AD\\u2028\\uFEFF"');
    // The escaped file is the canonical form and reads back the very same text.
    const parsed = parseSource('newsItems', text);
    expect(parsed.ok && parsed.items[0]!.title).toBe(title);
  });

  it('leaves ordinary text alone: accents, CJK, emoji, right-to-left letters', () => {
    const plain = 'Ünïcödé 研究 🧠 مختبر';
    expect(escapeHiddenCharacters(plain)).toBe(plain);
  });

  it('refuses a data file that holds a raw bidi control (apply-export checks every data file with this)', () => {
    const escaped = generateSource('newsItems', [news({ id: 'n1', title: `a${RLO}b` })]);
    const raw = escaped.replace('\\u202E', RLO);
    expect(raw).toContain(RLO);
    const parsed = parseSource('newsItems', raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain('U+202E');
    expect(findHiddenCharacter(`x${LRI}`)).toBe('U+2066');
  });
});
