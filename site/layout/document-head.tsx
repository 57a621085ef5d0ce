/**
 * Keeps the document head in step with the page on client-side navigation (and with the
 * editor's local content): the route's head function (site/heads), applied as DOM tags. The
 * head functions and the tag writer load only once the head must change (docs/decisions/056):
 * a visitor's first page has its head from the prerendered HTML.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { datedContentChanged, localDay } from '../../shared/content/read/expiry';
import { useContent, usePageTotals } from '../../shared/ui/content-context';
import { BASENAME } from '../../shared/ui/base-path';
import { useEditorContent } from '../boot/content-mode';
import { usePage } from '../router/page-context';
import { useSiteLanguages } from '../../shared/ui/use-lab-profile';
import { useMessages, usePageLanguage } from '../i18n/language';


type HeadRuntime = typeof import('./head-runtime');
let runtime: HeadRuntime | null = null;
/** Whether this page has navigated since it opened: back on the first entry, its head must be written too. */
let navigated = false;
let firstPath: string | null = null;
/** True once the visitor has gone to another page; a new query on the same page (a search) is no navigation. */
const noteLocation = (pathname: string) => (navigated ||= (firstPath ??= pathname) !== pathname);

export function DocumentHead({ pathname }: { pathname: string }) {
  const { route, params } = usePage();
  const lang = usePageLanguage();
  const messages = useMessages();
  const { languages } = useSiteLanguages();
  const site = useMemo(
    () => ({ origin: __SITE_ORIGIN__, basePath: `${BASENAME}/`, language: { lang, languages, messages } }),
    [lang, languages, messages],
  );
  const content = useContent();
  const totals = usePageTotals();
  const editing = useEditorContent() !== null;
  // The first page a visitor opens ("default": no navigation yet) shows its prerendered head,
  // unless a dated item on it has changed since the build (a closed position leaves its JSON-LD).
  // The development server prerenders nothing: its first page gets its head written too.
  const rewrite = noteLocation(useLocation().pathname) || import.meta.env.DEV || datedContentChanged(content, __BUILD_DATE__, localDay());
  const [loaded, setLoaded] = useState(runtime);

  useEffect(() => {
    if (loaded || !(editing || rewrite)) return;
    let active = true;
    void import('./head-runtime').then((module) => {
      runtime = module;
      if (active) setLoaded(module);
    });
    return () => {
      active = false;
    };
  }, [loaded, editing, rewrite]);

  useEffect(() => {
    // Runs for the effect only (never for markup), so it may use the browser's date.
    if (loaded && (editing || rewrite)) loaded.applyHead(route.path, content, params, site, pathname, localDay(), totals);
  }, [loaded, editing, rewrite, route, content, params, pathname, totals, site]);

  return null;
}
