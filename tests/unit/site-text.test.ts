import { describe, expect, it } from 'vitest';
import { excerpt, formatDate, paragraphs } from '../../shared/content/read/text';
import { matchesAnyWord, searchText, searchWords } from '../../shared/content/read/search-text';
import { safeCssColor, topicGradient } from '../../shared/ui/colors';
import { emojiUrl } from '../../shared/ui/emoji-image';
import { cardBackground, isUsableImage } from '../../shared/ui/project-card';

describe('excerpt', () => {
  it('cuts at the limit and adds an ellipsis', () => {
    const text = 'x'.repeat(121);
    expect(excerpt(text, 120)).toBe(`${'x'.repeat(120)}...`);
  });
  it('leaves text at or under the limit alone', () => {
    expect(excerpt('x'.repeat(120), 120)).toBe('x'.repeat(120));
    expect(excerpt('', 115)).toBe('');
  });
});

describe('paragraphs', () => {
  it('splits on blank lines, including lines holding only spaces', () => {
    expect(paragraphs('One.\n\nTwo\nstill two.\n   \nThree.\n\n\n')).toEqual(['One.', 'Two\nstill two.', 'Three.']);
  });
});

describe('search', () => {
  it('matches any word, case-insensitively; an empty query matches all', () => {
    const hay = searchText(['Memory Models', ['Lovelace, A.'], undefined, '10.5555/ABC']);
    expect(matchesAnyWord(searchWords('  '), hay)).toBe(true);
    expect(matchesAnyWord(searchWords('nothing LOVELACE'), hay)).toBe(true);
    expect(matchesAnyWord(searchWords('abc'), hay)).toBe(true);
    expect(matchesAnyWord(searchWords('turing hopper'), hay)).toBe(false);
  });
});

describe('formatDate', () => {
  it('formats ISO dates and passes anything else through', () => {
    expect(formatDate('2026-09-18')).toBe('18 September 2026');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('display rules', () => {
  it('an image is usable only if non-empty and not ending in undefined or null', () => {
    expect(isUsableImage('/a.png')).toBe(true);
    expect(isUsableImage('')).toBe(false);
    expect(isUsableImage('  ')).toBe(false);
    expect(isUsableImage('/img/undefined')).toBe(false);
    expect(isUsableImage('https://x.org/null')).toBe(false);
    expect(isUsableImage(undefined)).toBe(false);
  });

  it('card background: image, else gradient with emojis, else default', () => {
    expect(cardBackground({ image: '/a.png', emojiHexcodes: ['1F9E0'] }, false)).toBe('image');
    expect(cardBackground({ image: '/a.png', emojiHexcodes: ['1F9E0'] }, true)).toBe('gradient');
    expect(cardBackground({ image: '/a.png', emojiHexcodes: [] }, true)).toBe('default');
    expect(cardBackground({ image: undefined, emojiHexcodes: [] }, false)).toBe('default');
  });

  it('emoji URLs are same-origin and only for hexcodes', () => {
    expect(emojiUrl('1f9e0')).toBe('/openmoji/1F9E0.svg');
    expect(emojiUrl('1F468-200D-1F52C')).toBe('/openmoji/1F468-200D-1F52C.svg');
    expect(emojiUrl('../../etc/passwd')).toBeNull();
    expect(emojiUrl('https://cdn.example/1F9E0')).toBeNull();
  });

  it('colours from content cannot carry other CSS', () => {
    expect(safeCssColor('hsl(120, 70%, 80%)', '#ccc')).toBe('hsl(120, 70%, 80%)');
    expect(safeCssColor('#00AAFF', '#ccc')).toBe('#00AAFF');
    expect(safeCssColor('red; background: url(https://evil.example/x)', '#ccc')).toBe('#ccc');
    expect(safeCssColor('url(x)', '#ccc')).toBe('#ccc');
  });

  it('topic gradients run at 135 degrees, one colour doubled', () => {
    expect(topicGradient(['red', 'blue'])).toBe('linear-gradient(135deg, red, blue)');
    expect(topicGradient(['red'])).toBe('linear-gradient(135deg, red, red)');
    expect(topicGradient([])).toBeNull();
  });
});
