/**
 * Read-only lookups over the content: what is featured, how job types read. Who wrote what and
 * what links to what live in relations.ts, re-exported here. Free of schemas and of the store, so the public pages use them without loading
 * either (docs/decisions/030); shared/content/edit/operations.ts re-exports them.
 */
import type { Content } from '../model/model';
import type { NewsItem, Project, Publication } from '../model/schemas';

export * from './relations';

/** Maps the legacy job types of docs/product.md §4 to the current ones. */
export function mapLegacyJobType(type: string): string {
  const legacy: Record<string, string> = {
    'full-time': 'Other',
    'part-time': 'Other',
    postdoc: 'Postdoctoral Researcher',
    phd: 'Doctoral Researcher',
    internship: 'Intern',
  };
  return legacy[type.trim().toLowerCase()] ?? type;
}

/** Display label of a job type, including legacy ones (docs/product.md §4). */
export function jobTypeLabel(type: string): string {
  const legacy: Record<string, string> = {
    'full-time': 'Full-time',
    'part-time': 'Part-time',
    internship: 'Internship',
    phd: 'PhD Position',
    postdoc: 'Postdoctoral Position',
  };
  const known = legacy[type.trim().toLowerCase()];
  if (known) return known;
  return type ? type.charAt(0).toUpperCase() + type.slice(1) : type;
}

export interface FeaturedResolved {
  project: Project | undefined;
  newsItem: NewsItem | undefined;
  publication: Publication | undefined;
}

/** Featured items; a missing or unknown id falls back to the first item of the list. */
export function resolveFeatured(
  content: Pick<Content, 'featuredItems' | 'projects' | 'newsItems' | 'publications'>,
): FeaturedResolved {
  const { featuredItems: f } = content;
  const pick = <T extends { id: string }>(list: readonly T[], id: string | null | undefined) =>
    (id ? list.find((item) => item.id === id) : undefined) ?? list[0];
  return {
    project: pick(content.projects, f.projectId),
    newsItem: pick(content.newsItems, f.newsItemId),
    publication: pick(content.publications, f.publicationId),
  };
}

/** Featured items first, then the newest date first (ISO dates compare as text). */
export function sortNews(items: readonly NewsItem[]): NewsItem[] {
  return [...items].sort((a, b) => Number(b.featured) - Number(a.featured) || b.date.localeCompare(a.date));
}
