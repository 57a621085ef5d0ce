/**
 * What a publication carries besides its own links: the preprint versions merged into it
 * (docs/decisions/039) and the citation count the sync stored (docs/decisions/041). Both come
 * from content, so they are in the prerendered HTML; the visitor's browser asks no one.
 */
import type { Publication } from '../../shared/content/schemas';
import { safeUrl } from '../../shared/content/urls';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-24" -> "24 Nov 2026", the same on the server and in every browser locale. */
export function formatReadDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : date;
}

/** The safe links of a paper's preprint versions, each with a short label. */
export function preprintLinks(pub: Pick<Publication, 'preprintUrls'>): { href: string; label: string }[] {
  const links = (pub.preprintUrls ?? []).map((url) => safeUrl(url)).filter((url): url is string => Boolean(url && /^https?:/i.test(url)));
  return links.map((href, index) => ({ href, label: links.length > 1 ? `Preprint ${index + 1}` : 'Preprint' }));
}

/** "Cited by N (date)" from the stored count; nothing without one. */
export function CitedBy({ pub, className }: { pub: Pick<Publication, 'citedBy'>; className?: string }) {
  if (!pub.citedBy) return null;
  const { count, date } = pub.citedBy;
  return (
    <span className={className ?? 'publication__cited'} title={`Citation count from OpenAlex, read on ${formatReadDate(date)}`}>
      {`Cited by ${count} (${formatReadDate(date)})`}
    </span>
  );
}
