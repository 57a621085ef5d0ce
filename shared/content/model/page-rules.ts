/**
 * The address rules of a lab's page that need the rest of the content (docs/decisions/077): no
 * two pages at one address, and none at one of the site's language prefixes. The studio's form,
 * `apply-export`, `check:content` and the build ask this beside the page's own rule (validatePage).
 */
import { slugClash, slugProblem } from '../read/pages';
import type { Page } from './schemas';

export function pageAddressProblem(
  page: Pick<Page, 'id' | 'slug'>,
  pages: readonly Pick<Page, 'id' | 'slug'>[],
  languages: readonly string[],
): string | null {
  return slugProblem(page.slug, languages) ?? slugClash(page, pages);
}
