/**
 * Where the events' calendar feed is (docs/decisions/087): its file name and its address in a
 * language. Apart from the feed's writer (./calendar.ts), which reads Markdown, so that a page's
 * head, which a visitor's browser also builds, links the feed without loading the parser.
 */
import { absoluteAssetUrl, prefixOf, type SiteLocation } from '../head';

/** The feed's path below the site's language prefix. */
export const CALENDAR_FILE = 'events.ics';

/** The address of the calendar feed in the language of `site`. */
export function calendarUrl(site: SiteLocation): string {
  return absoluteAssetUrl(site, `${prefixOf(site)}/${CALENDAR_FILE}`);
}
