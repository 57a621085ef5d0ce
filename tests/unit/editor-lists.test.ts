import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../shared/editor/lists/list-screen';
import { forgetSaved, matchesSearch, recentlySaved, rememberSaved } from '../../shared/editor/lists/recently-saved';

describe('admin list search', () => {
  it('needs every word, in any case and order', () => {
    expect(matchesSearch('Symbolic regression recovers learning rules', 'REGRESSION symbolic')).toBe(true);
    expect(matchesSearch('Symbolic regression recovers learning rules', 'symbolic memory')).toBe(false);
    expect(matchesSearch('Lucía Ferreira', 'lucía')).toBe(true);
    expect(matchesSearch('anything', '   ')).toBe(true);
  });
});

describe('the item saved last', () => {
  it('is remembered per list until the list has shown it', () => {
    rememberSaved('publications', 'pub-100');
    rememberSaved('newsItems', 'news-3');
    expect(recentlySaved('publications')).toBe('pub-100');
    forgetSaved('publications', 'pub-100');
    expect(recentlySaved('publications')).toBeNull();
    // Forgetting an older id leaves a newer save alone.
    rememberSaved('newsItems', 'news-4');
    forgetSaved('newsItems', 'news-3');
    expect(recentlySaved('newsItems')).toBe('news-4');
  });
});

describe('row initials', () => {
  it('takes the first letters of up to two words', () => {
    expect(initialsOf('Petra Novak')).toBe('PN');
    expect(initialsOf('Dr. ada lovelace byron')).toBe('DA');
    expect(initialsOf('(untitled) 42')).toBe('');
    expect(initialsOf('Ángel Ruiz')).toBe('ÁR');
  });
});
