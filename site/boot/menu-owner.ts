/**
 * The header's menu has one owner at every moment (docs/decisions/074). Before the page's script
 * has taken it over, the boot script answers it (site/boot/boot.ts): Menu opens and closes it, a
 * press outside the header, Escape, and a window grown past the mobile breakpoint close it. The
 * page's navigation (site/layout/site-nav.tsx) takes it over in one step, in the commit that
 * attaches its own handlers: it reads the menu's state from the page, marks the toggle
 * `data-live` and starts listening. From then on the boot script leaves the menu alone.
 */
import { MOBILE_BREAKPOINT } from '../../shared/content/model/constants';

/** Set on the toggle by the page's script once it owns the menu. */
export const LIVE = 'data-live';

/** Whether the menu the toggle controls is open, as the page shows it now. */
export const menuShownOpen = (toggle: Element | null): boolean => toggle?.getAttribute('aria-expanded') === 'true';

/** Whether a window this wide shows the desktop navigation, in which the menu is always closed. */
export const desktopWidth = (width: number): boolean => width > MOBILE_BREAKPOINT;

/** Shows the menu of `toggle` open or closed (the boot script's part; React renders the same). */
export function showMenu(toggle: Element, open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open));
  const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  menu?.setAttribute('data-open', String(open));
  toggle.querySelector('.menu-toggle__icon')?.setAttribute('data-open', String(open));
}
