/**
 * Shared set-up of the public-site end-to-end tests: each test writes the exact content it
 * needs into localStorage before the page's scripts run (same keys and JSON shapes as the store),
 * built from the schemas as the studio builds a new item (blankItem).
 */
import { expect, type Page } from '@playwright/test';
import type { Content } from '../../shared/content/model/model';
import type { JobOpening, NewsItem, Project, Publication, Software, TeamMember } from '../../shared/content/model/schemas';
import { seedContent } from '../fixtures/content/seed';
import { blankItem } from '../../shared/content/model/blanks';

export { seedContent };

/** Writes the given content keys (JSON, as the store does) before any page script runs. */
export async function seedStorage(page: Page, content: Partial<Content>, extra: Record<string, string> = {}) {
  const entries: [string, string][] = [
    ...Object.entries(content).map(([key, value]) => [key, JSON.stringify(value)] as [string, string]),
    ...Object.entries(extra),
  ];
  await page.addInitScript((pairs) => {
    for (const [key, value] of pairs) window.localStorage.setItem(key, value);
  }, entries);
}

/**
 * Opens `path` in a browser holding seeded content and waits until the page shows that content:
 * the published page is on screen until the editor's own render replaces it (site/main.tsx marks
 * the root then), and a locator that counts elements must not read the published one.
 */
export async function openSeeded(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#root[data-content="local"]')).toBeAttached();
}

/** Holds the page's scripts back until the returned release is called, as on a slow phone: the
 * prerendered page is on screen but not yet interactive. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Text of a given length made of distinct, readable words, so cut positions are checkable. */
export function longText(length: number, prefix = 'Lorem'): string {
  let text = prefix;
  let i = 0;
  while (text.length < length) text += ` word${i++}`;
  return text.slice(0, length);
}

export function makeProject(overrides: Partial<Project> & { id: string }): Project {
  return blankItem('projects', {
    title: `Project ${overrides.id}`,
    description: 'A project description.',
    category: ['Cognitive Science'],
    color: 'linear-gradient(135deg, #00AAFF, #005580)',
    ...overrides,
  });
}

export function makeMember(overrides: Partial<TeamMember> & { id: string; name: string }): TeamMember {
  return blankItem('teamMembers', { role: 'Doctoral Researcher', bio: 'A short bio.', color: '#00749F', ...overrides });
}

export function makePublication(overrides: Partial<Publication> & { id: string }): Publication {
  return blankItem('publications', {
    title: `Publication ${overrides.id}`,
    journal: 'Journal of Tests',
    year: 2024,
    type: 'journal article',
    authors: ['Doe, J.'],
    citation: 'Doe, J. (2024). A citation.',
    ...overrides,
  });
}

export function makeNews(overrides: Partial<NewsItem> & { id: string }): NewsItem {
  return blankItem('newsItems', { title: `News ${overrides.id}`, content: 'Some news.', date: '2025-01-01', author: 'Jane Doe', ...overrides });
}

export function makeSoftware(overrides: Partial<Software> & { id: string }): Software {
  return blankItem('software', {
    name: `Tool ${overrides.id}`,
    description: 'A tool.',
    repoUrl: 'https://example.org/repo',
    technologies: ['Python'],
    license: 'MIT',
    releaseDate: '2024-01-01',
    lastUpdate: '2025-01-01',
    ...overrides,
  });
}

export function makeJob(overrides: Partial<JobOpening> & { id: string }): JobOpening {
  return blankItem('jobOpenings', {
    title: `Job ${overrides.id}`,
    description: 'A job.',
    requirements: ['Curiosity'],
    type: 'Other',
    location: 'On-site',
    postedDate: '2026-01-01',
    ...overrides,
  });
}
