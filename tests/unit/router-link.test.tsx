/**
 * The site's links that do not follow the location (docs/decisions/081): the same href as React
 * Router's hooks give, the router's click rules, and React Router's link wherever the site's
 * router is not the one in charge.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguagePrefix } from '../../shared/ui/base-path';
import type { Location, To } from 'react-router-dom';
import { followSiteLink, plainSitePath, RouterLink, SiteNavigationContext, type SiteNavigation } from '../../shared/ui/router-link';

function navigation(here = '/'): SiteNavigation & { push: ReturnType<typeof vi.fn>; replace: ReturnType<typeof vi.fn> } {
  const push = vi.fn();
  const replace = vi.fn();
  const [pathname, search = ''] = here.split('?');
  const location: Location = { pathname: pathname!, search: search ? `?${search}` : '', hash: '', state: null, key: 'default' };
  return {
    navigator: { createHref: () => '', push, replace, go: () => undefined },
    current: () => ({ location }),
    push,
    replace,
  };
}

/**
 * The markup of a link to `to` on a page under `basename` (the router's basename: here the
 * language prefix, the tests' base path being "/"), with or without the site's router.
 */
function markup(to: To, basename: string, site: boolean): string {
  setLanguagePrefix(basename);
  const link = <RouterLink to={to}>x</RouterLink>;
  return renderToStaticMarkup(
    <StaticRouter basename={basename || undefined} location={`${basename}/publications/`}>
      {site ? <SiteNavigationContext.Provider value={navigation()}>{link}</SiteNavigationContext.Provider> : link}
    </StaticRouter>,
  );
}

const click = (overrides: Partial<Parameters<typeof followSiteLink>[0]> = {}) => {
  const event = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false, preventDefault: vi.fn(), ...overrides };
  return event;
};

describe('site links', () => {
  afterEach(() => setLanguagePrefix(''));

  it.each(['', '/nb', '/lab-site/nb'])('give the href React Router gives, under the basename "%s"', (basename) => {
    for (const to of ['/', '/team/', '/publications/pub-1/', '/publications?q=deep#top', '/publications/page/2', '/search/?q=', '/a?#']) {
      expect(markup(to, basename, true)).toBe(markup(to, basename, false));
    }
    expect(markup('/team/', basename, true)).toContain(`href="${basename}/team/"`);
  });

  it('leave relative, odd and object targets to React Router', () => {
    for (const to of ['team', './team', '../team', '/a/../b', '/a/./b', '//elsewhere.example/x', '/a//b', '/a\\b', '']) {
      expect(plainSitePath(to)).toBeNull();
    }
    expect(plainSitePath({ pathname: '/team/' })).toBeNull();
    expect(plainSitePath('/team/?q=x#m')).toEqual({ pathname: '/team/', search: '?q=x', hash: '#m' });
    // The fallback still resolves them as before.
    expect(markup('../team', '/lab-site', true)).toBe(markup('../team', '/lab-site', false));
  });

  it('take a plain left click to the navigator, with the basename, as a new entry', () => {
    const site = navigation('/lab-site/publications/');
    const event = click();
    followSiteLink(event, site, { pathname: '/lab-site/team/', search: '', hash: '' }, { state: { from: 'list' } });
    expect(event.preventDefault).toHaveBeenCalled();
    expect(site.push).toHaveBeenCalledWith({ pathname: '/lab-site/team/', search: '', hash: '' }, { from: 'list' });
    expect(site.replace).not.toHaveBeenCalled();
  });

  it('replace the entry when the link leads to the address shown at click time, or when asked to', () => {
    const site = navigation('/publications?q=x');
    followSiteLink(click(), site, { pathname: '/publications', search: '?q=x', hash: '' }, {});
    expect(site.replace).toHaveBeenCalledTimes(1);
    followSiteLink(click(), site, { pathname: '/publications', search: '', hash: '' }, {});
    expect(site.push).toHaveBeenCalledTimes(1);
    followSiteLink(click(), site, { pathname: '/team/', search: '', hash: '' }, { replace: true });
    expect(site.replace).toHaveBeenCalledTimes(2);
  });

  it('leave modified, middle and other-window clicks, and clicks a handler took, to the browser', () => {
    const site = navigation();
    const to = { pathname: '/team/', search: '', hash: '' };
    const others = [
      click({ ctrlKey: true }),
      click({ metaKey: true }),
      click({ shiftKey: true }),
      click({ altKey: true }),
      click({ button: 1 }),
      click({ defaultPrevented: true }),
    ];
    for (const event of others) followSiteLink(event, site, to, {});
    const blank = click();
    followSiteLink(blank, site, to, { target: '_blank' });
    for (const event of [...others, blank]) expect(event.preventDefault).not.toHaveBeenCalled();
    expect(site.push).not.toHaveBeenCalled();
    expect(site.replace).not.toHaveBeenCalled();
    const self = click();
    followSiteLink(self, site, to, { target: '_self' });
    expect(site.push).toHaveBeenCalledTimes(1);
  });
});
