/**
 * What a publication carries besides its own links: the preprint versions merged into it
 * (docs/decisions/039) and the citation count the sync stored (docs/decisions/041). Both come
 * from content, so they are in the prerendered HTML; the visitor's browser asks no one.
 */
import { publicationLinksOf } from '../../shared/content/scholarly/publication-links';
import type { Publication } from '../../shared/content/model/schemas';
import { SafeLink } from '../../shared/ui/safe-link';
import { safeUrl } from '../../shared/content/read/urls';
import { useMessages } from '../i18n/language';
import { publications } from '../i18n/en/publications';
import type { Messages } from '../i18n/en';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { publications };

/** "2026-11-24" -> "24 Nov 2026" in `locale`'s words (UTC, so the same on the server and in every browser). */
export function formatReadDate(date: string, locale = 'en-GB'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The safe links of a paper's preprint versions, each with a short label. */
export function preprintLinks(pub: Pick<Publication, 'preprintUrls'>, t: Pick<Messages, 'publications'>): { href: string; label: string }[] {
  const links = (pub.preprintUrls ?? []).map((url) => safeUrl(url)).filter((url): url is string => Boolean(url && /^https?:/i.test(url)));
  return links.map((href, index) => ({ href, label: links.length > 1 ? t.publications.preprintNumber(index + 1) : t.publications.preprint }));
}

/** "Cited by N (date)" from the stored count; nothing without one. */
export function CitedBy({ pub, className }: { pub: Pick<Publication, 'citedBy'>; className?: string }) {
  const t = useMessages(ENGLISH);
  if (!pub.citedBy) return null;
  const { count, date } = pub.citedBy;
  const read = formatReadDate(date, t.locale);
  return (
    <span className={className ?? 'publication__cited'} title={t.publications.citedByTitle(read)}>
      {t.publications.citedBy(count, read)}
    </span>
  );
}

/**
 * The paper's own links (PDF, code, data, slides, poster, video, project page), each a labelled
 * link with the given class; `item` wraps each in a list item (the paper's page).
 */
export function PaperLinks({ pub, className, item = false }: { pub: Publication; className: string; item?: boolean }) {
  const t = useMessages(ENGLISH);
  return (
    <>
      {publicationLinksOf(pub).map(({ field, value }) => {
        const link = (
          <SafeLink key={field} href={value} className={className} fallback={null} data-link={field}>
            {t.publications.links[field]}
          </SafeLink>
        );
        return item ? <li key={field}>{link}</li> : link;
      })}
    </>
  );
}
