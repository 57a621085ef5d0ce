import { localDay } from '../../shared/content/read/expiry';
import { useHydrated } from './use-hydrated';

/**
 * The day dated content (closing dates, news expiry) is judged by: the build's day while the
 * page is prerendered and hydrated, so the first browser render matches the HTML; the
 * browser's own date from then on, so a page built before a job closed hides it anyway.
 */
export function useToday(): string {
  return useHydrated() ? localDay() : __BUILD_DATE__;
}
