import { describe, expect, it } from 'vitest';
import { FIRST_RENDER, papersOnScreen } from '../../site/routes/publications';

describe('papersOnScreen: what a changed list renders at once', () => {
  it('renders what a phone shows below its filters: five papers, not eight', () => {
    // The list starts 387 px down an 823 px tall phone screen; a paper takes at least 100 px.
    expect(papersOnScreen(387, 823)).toBe(5);
  });

  it('renders at least three papers when the list starts near the bottom of the window', () => {
    expect(papersOnScreen(850, 900)).toBe(3);
    expect(papersOnScreen(1200, 900)).toBe(3);
  });

  it('fills a tall window scrolled past the list top, up to FIRST_RENDER', () => {
    expect(papersOnScreen(-400, 600)).toBe(6);
    expect(papersOnScreen(0, 2000)).toBe(FIRST_RENDER);
  });

  it('falls back to FIRST_RENDER where the window is not measured', () => {
    expect(papersOnScreen(undefined, 800)).toBe(FIRST_RENDER);
    expect(papersOnScreen(100, 0)).toBe(FIRST_RENDER);
  });
});
