/** Small display helpers of the studio. */
import { DASHBOARD_TITLE_LENGTH } from '../content/model/constants';
import { isDated } from '../content/scholarly/publication-year';

/** "2025-01-05" -> "Jan 5, 2025" (short US format); "Invalid date" when unreadable. */
export function formatShortDate(value: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  // A bare YYYY-MM-DD is read as a local date so the day never shifts with the time zone.
  const date = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date(value ?? '');
  if (!value || Number.isNaN(date.getTime())) return 'Invalid date';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** Cuts a title for the dashboard's Featured Content card (20 characters plus an ellipsis). */
export function truncateTitle(title: string, length: number = DASHBOARD_TITLE_LENGTH): string {
  return title.length > length ? `${title.slice(0, length)}...` : title;
}

/** Today's date as YYYY-MM-DD in local time (the forms' default dates). */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The character an emoji hexcode stands for ("1F9E0" -> brain); empty when not a code point. */
export function emojiChar(hexcode: string): string {
  try {
    const points = hexcode.split('-').map((part) => parseInt(part, 16));
    if (points.some((p) => !Number.isInteger(p) || p < 0 || p > 0x10ffff)) return '';
    return String.fromCodePoint(...points);
  } catch {
    return '';
  }
}

/** A publication's year in the studio's lists and pickers: the year, or "undated" (never a guessed year). */
export function yearLabel(year: unknown): string {
  return isDated(year) ? String(year) : 'undated';
}
