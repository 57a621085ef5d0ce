/**
 * Dated content that expires (docs/decisions/047). One rule for "is this job open?" and one for
 * "is this news item still shown?", used by the public pages, their JSON-LD, the sitemap, the
 * studio and the content checks alike. `today` is a YYYY-MM-DD day: the build's date while
 * prerendering, the browser's date once a page has hydrated.
 */
import type { JobOpening, NewsItem } from '../model/schemas';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day `value` names when it is a real YYYY-MM-DD date, else null. */
export function isoDay(value: string | undefined | null): string | null {
  const text = value?.trim() ?? '';
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text ? text : null;
}

/** The local calendar day of `now` as YYYY-MM-DD (what a person reading the page calls today). */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The build's day: BUILD_DATE (YYYY-MM-DD) when given and valid, else today's date. */
export function buildDay(env: Record<string, string | undefined> = {}, now: Date = new Date()): string {
  return isoDay(env.BUILD_DATE) ?? localDay(now);
}

/** Whole days from `today` to `day` (negative when `day` is past); null when either is no date. */
export function daysUntil(day: string | undefined, today: string): number | null {
  const a = isoDay(day);
  const b = isoDay(today);
  if (!a || !b) return null;
  return Math.round((Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000);
}

/** A job whose closing date has passed (applications run through the closing day itself). */
export function isJobExpired(job: Pick<JobOpening, 'closingDate'>, today: string): boolean {
  const left = daysUntil(job.closingDate, today);
  return left !== null && left < 0;
}

/**
 * The one rule for a job opening being open: marked open (docs/product.md §4) and not past its closing
 * date. A job without a (readable) closing date stays open until someone closes it.
 */
export function isJobOpen(job: Pick<JobOpening, 'isOpen' | 'closingDate'>, today: string): boolean {
  return job.isOpen && !isJobExpired(job, today);
}

/** A news item past its optional expiry date (shown through the expiry day itself). */
export function isNewsExpired(item: Pick<NewsItem, 'expiryDate'>, today: string): boolean {
  const left = daysUntil(item.expiryDate, today);
  return left !== null && left < 0;
}

/** The news items the public lists show on `today`, in their given order. */
export function visibleNews<T extends Pick<NewsItem, 'expiryDate'>>(items: readonly T[], today: string): T[] {
  return items.filter((item) => !isNewsExpired(item, today));
}

/** The job openings that are open on `today`, in their given order. */
export function openJobs<T extends Pick<JobOpening, 'isOpen' | 'closingDate'>>(jobs: readonly T[], today: string): T[] {
  return jobs.filter((job) => isJobOpen(job, today));
}

/** Whether some dated item of `content` is shown differently on `today` than on `day` (a job closed, news expired). */
export function datedContentChanged(
  content: { jobOpenings: readonly Pick<JobOpening, 'isOpen' | 'closingDate'>[]; newsItems: readonly Pick<NewsItem, 'expiryDate'>[] },
  day: string,
  today: string,
): boolean {
  if (day === today) return false;
  return (
    content.jobOpenings.some((job) => isJobOpen(job, day) !== isJobOpen(job, today)) ||
    content.newsItems.some((item) => isNewsExpired(item, day) !== isNewsExpired(item, today))
  );
}
