/**
 * The teaching's public pages (docs/decisions/086): /teaching grouped by term, newest term first;
 * a course's page with its code, term, instructors, description and links, and its schema.org
 * Course markup; both in English and Norwegian; axe-clean; links from the instructors' and the
 * research area's pages; the site search; and a Teaching section that leaves the navigation
 * when there are no courses.
 */
import { Axe } from './axe-helpers';
import { expect, test, type Page } from '@playwright/test';
import { openSeeded, seedStorage } from './site-helpers';

async function expectAxeClean(page: Page) {
  await page.waitForLoadState('networkidle');
  const results = await new Axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const courseLd = async (page: Page) => {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((ld) => ld['@type'] === 'Course');
};

test('/teaching lists the courses by term, newest term first, each linking to its page', async ({ page }) => {
  await page.goto('/teaching');
  await expect(page).toHaveTitle(/^Teaching · /);
  await expect(page.getByRole('heading', { level: 1, name: 'Teaching' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Autumn 2026', 'Spring 2026', 'Autumn 2025']);
  const autumn = main.getByRole('region', { name: 'Autumn 2026' });
  const course = autumn.getByRole('listitem').filter({ hasText: 'Computational Models of Cognition' });
  await expect(course.getByText('Master', { exact: true })).toBeVisible();
  await expect(course).toContainText('PSY4320');
  await expect(course.getByRole('link', { name: 'Ingrid Halvorsen' })).toHaveAttribute('href', '/team/member-1/');
  await expect(course.getByRole('link', { name: 'Lucía Ferreira' })).toHaveAttribute('href', '/team/member-4/');
  await expect(main.getByRole('region', { name: 'Autumn 2025' }).getByRole('heading', { level: 3 })).toHaveText(['Introduction to Decision Making']);
  await course.getByRole('link', { name: 'Computational Models of Cognition' }).click();
  await expect(page).toHaveURL(/\/teaching\/course-1\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Computational Models of Cognition' })).toBeVisible();
  await page.goto('/teaching');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teaching' })).toBeVisible();
  await expectAxeClean(page);
});

test("a course's page: level, code and term, instructors, the description as rendered Markdown, its links, its project and a Course", async ({ page }) => {
  await page.goto('/teaching/course-1');
  await expect(page).toHaveTitle(/^Computational Models of Cognition · /);
  const article = page.getByRole('article');
  await expect(article.getByText('Master', { exact: true })).toBeVisible();
  await expect(article).toContainText('PSY4320 · Autumn 2026');
  await expect(article.getByRole('link', { name: 'Ingrid Halvorsen' })).toHaveAttribute('href', '/team/member-1/');
  await expect(article.locator('strong')).toHaveText('testable predictions');
  await expect(article).not.toContainText('**');
  await expect(article.getByRole('link', { name: 'Syllabus' })).toHaveAttribute('href', 'https://example.org/teaching/psy4320/syllabus');
  await expect(article.getByRole('link', { name: 'Course materials' })).toHaveAttribute('href', 'https://example.org/teaching/psy4320');
  await expect(article.getByRole('link', { name: 'Automated Theory Discovery for Human Decision Making' })).toHaveAttribute('href', '/projects/project-1/');
  const ld = await courseLd(page);
  expect(ld).toMatchObject({
    '@type': 'Course',
    name: 'Computational Models of Cognition',
    courseCode: 'PSY4320',
    provider: { '@type': 'ResearchOrganization' },
    instructor: [
      { '@type': 'Person', name: 'Ingrid Halvorsen', '@id': expect.stringMatching(/\/team\/member-1\/#person$/) },
      { '@type': 'Person', name: 'Lucía Ferreira' },
    ],
    hasCourseInstance: { '@type': 'CourseInstance', name: 'Autumn 2026', startDate: '2026-08-17' },
  });
  expect(String(ld!.description)).toContain('testable predictions');
  expect(String(ld!.description)).not.toContain('**');
  await expectAxeClean(page);
  await page.goto('/teaching/no-such-course');
  await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
});

test("in Norwegian: /nb/teaching by term and a course's page in the nb words, with the translated title", async ({ page }) => {
  await page.goto('/nb/teaching');
  await expect(page.getByRole('heading', { level: 1, name: 'Undervisning' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Undervisning' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Høst 2026', 'Vår 2026', 'Høst 2025']);
  await page.getByRole('link', { name: 'Datamodeller av kognisjon' }).click();
  await expect(page).toHaveURL(/\/nb\/teaching\/course-1\/?$/);
  const article = page.getByRole('article');
  await expect(article).toContainText('PSY4320 · Høst 2026');
  await expect(article.locator('strong')).toHaveText('prøvbare prediksjoner');
  await expect(article.getByRole('link', { name: 'All undervisning' })).toHaveAttribute('href', /^\/nb\/teaching\/?$/);
  expect(await courseLd(page)).toMatchObject({ name: 'Datamodeller av kognisjon', inLanguage: 'nb', hasCourseInstance: { name: 'Høst 2026' } });
  await expectAxeClean(page);
});

test("an instructor's and a project's page link to their courses", async ({ page }) => {
  await page.goto('/team/member-1');
  const teaching = page.getByRole('region', { name: 'Teaching' });
  await expect(teaching.getByRole('link')).toHaveText(['Computational Models of Cognition', 'Introduction to Decision Making']);
  await expect(teaching.getByRole('listitem').first()).toContainText('PSY4320, 17 August 2026');
  await page.goto('/projects/project-2');
  await expect(page.getByRole('region', { name: 'Teaching' }).getByRole('link', { name: 'Running Online Experiments' })).toHaveAttribute('href', '/teaching/course-2/');
});

test('the courses are searchable; with no courses the section leaves the navigation', async ({ page }) => {
  await page.goto('/search?q=PSY9051');
  await expect(page.getByRole('link', { name: 'Running Online Experiments' })).toHaveAttribute('href', '/teaching/course-2/');
  await expect(page.getByText('Course', { exact: true })).toBeVisible();
  await seedStorage(page, { teaching: [] });
  await openSeeded(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Software' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Teaching' })).toHaveCount(0);
});
