/**
 * The top navigation: the lab's name as logo with its institution under it, the main links and a
 * mobile menu (with the search box and the colour-scheme switch) that closes on an outside click, on Escape, on navigation, and when the
 * window grows past the 768 px breakpoint.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useBrowserLayoutEffect } from '../../shared/ui/use-browser-layout-effect';
import { useLocation } from 'react-router-dom';
import { Link, NavLink } from '../../shared/ui/site-link';
import { SECTION_PATHS, sectionOfPath } from '../../shared/content/read/sections';
import { SECTION_KEYS } from '../../shared/content/model/lab-profile';
import { COLLECTION_FACTS, type CollectionFacts } from '../../shared/content/model/collection-facts';
import type { FrameMessages } from '../i18n/en';
import { pagePath, pagesIn } from '../../shared/content/read/pages';
import { useContent } from '../../shared/ui/content-context';
import { SafeImage } from '../../shared/ui/safe-link';
import type { ImageVariants } from '../../shared/content/media/image-variants';

/** The header's logo is 2.25rem (36 px) high and at most 7rem (112 px) wide: its width follows its shape. */
const logoSizes = ({ width, height }: ImageVariants) => `${Math.min(112, Math.ceil((36 * width) / Math.max(1, height)))}px`;
import { useFallbackLang, useLabProfile, useShownSections } from '../../shared/ui/use-lab-profile';
import { SiteSearchBox } from './site-search-box';
import { ThemeToggle } from './theme-toggle';
import { LanguageSwitch, useOtherLanguages } from './language-switch';
import { headerNeedsTwoRows } from './header-fit';
import { desktopWidth, LIVE, menuShownOpen } from '../boot/menu-owner';
import { useMessages } from '../i18n/language';

/**
 * Home, then each section the navigation words (the frame's `nav`), in the sections' order with
 * the team last: a new collection's section is linked once its catalogues name it.
 */
const NAV_SECTIONS = [...SECTION_KEYS.filter((key) => key !== 'team'), 'team' as const];
/** The English navigation words of the sections the registry words (their facts' `navWord`). */
const REGISTERED_NAV_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(COLLECTION_FACTS as Record<string, CollectionFacts>).flatMap((facts) => (facts.sectionKey && facts.navWord ? [[facts.sectionKey, facts.navWord]] : [])),
);

/** The navigation's links: home, then each section the catalogue or the registry has a word for, with that word. */
function navLinks(words: FrameMessages['nav']): { to: string; text: string }[] {
  const sections = NAV_SECTIONS.flatMap((key) => {
    const text = words[key] ?? REGISTERED_NAV_WORDS[key];
    return text ? [{ to: SECTION_PATHS[key], text }] : [];
  });
  return [{ to: '/', text: words.home }, ...sections];
}

export function SiteNav() {
  const t = useMessages();
  // On the page's first render, the menu as the page shows it (the boot script may have opened it).
  const [open, setOpen] = useState(() => typeof document !== 'undefined' && menuShownOpen(document.querySelector('.menu-toggle')));
  const headerRef = useRef<HTMLElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();
  const profile = useLabProfile();
  const shown = useShownSections();
  // The lab's own pages placed in the navigation come after the sections (docs/decisions/077).
  const ownPages = pagesIn(useContent().pages, 'nav');
  const fallback = useFallbackLang();
  // Sections with nothing in them leave the navigation (unless the profile says "always").
  const links = navLinks(t.nav).filter((link) => {
    const section = sectionOfPath(link.to);
    return !section || shown.has(section);
  });
  const otherLanguages = useOtherLanguages();
  const twoRows = headerNeedsTwoRows({
    links: [...links.map((link) => link.text), ...ownPages.map((page) => page.title)],
    name: profile.name,
    languages: otherLanguages.map((language) => language.name),
  });

  // Close on every navigation (not on the first render, which keeps the menu as the page shows it).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname]);

  // The menu changes hands in one step (../boot/menu-owner.ts). Until now the boot script
  // answered it, and may have opened it: the first render shows it as the page does, and the
  // commit that attaches this component's handlers reads it again, marks the toggle live and
  // starts listening, all before the browser can deliver another event.
  const toggleRef = useRef<HTMLButtonElement>(null);
  useBrowserLayoutEffect(() => {
    const toggle = toggleRef.current;
    if (toggle) {
      setOpen(menuShownOpen(toggle));
      toggle.setAttribute(LIVE, '');
    }
    const onPointer = (event: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onResize = () => {
      if (desktopWidth(window.innerWidth)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('resize', onResize);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('resize', onResize);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    <header className="site-header" ref={headerRef} data-rows={twoRows ? 2 : undefined}>
      <div className="site-header__inner container">
        {/* The visible words are the link's name (WCAG 2.5.3, label in name). */}
        <Link to="/" className="logo">
          {profile.logo.trim() ? (
            <SafeImage src={profile.logo} alt="" className="logo__image" loading="eager" sizes={logoSizes} />
          ) : (
            <span className="logo__mark" aria-hidden="true" />
          )}
          <span className="logo__text">
            <span className="logo__name">{profile.name}</span>
            {profile.institution ? <> <span className="logo__institution">{profile.institution}</span></> : null}
          </span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="menu-toggle__icon" aria-hidden="true" data-open={open} />
          <span className="menu-toggle__label">{t.nav.menu}</span>
        </button>
        <div className="site-menu" id={menuId} data-open={open}>
          <nav aria-label={t.nav.main} className="site-nav">
            <ul className="site-nav__list">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'} className="site-nav__link">
                    {link.text}
                  </NavLink>
                </li>
              ))}
              {ownPages.map((page) => (
                <li key={page.id}>
                  <NavLink to={pagePath(page)} className="site-nav__link" {...fallback(page, 'title')}>
                    {page.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-tools">
            <SiteSearchBox onSearch={() => setOpen(false)} />
            <ThemeToggle />
            <LanguageSwitch />
          </div>
        </div>
      </div>
    </header>
  );
}
