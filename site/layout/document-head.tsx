/**
 * Keeps the document head in step with the route on client-side navigation (and with the
 * editor's local content): the deepest matched route's head function, applied as DOM tags.
 */
import { useEffect, useMemo } from 'react';
import { useMatches, useParams } from 'react-router-dom';
import { localDay } from '../../shared/content/expiry';
import { labProfileOf } from '../../shared/content/lab-profile';
import { useContent, usePageTotals } from '../../shared/ui/content-context';
import { BASENAME } from '../../shared/ui/base-path';
import type { RouteHandle } from '../app';
import type { HeadFn } from '../head';
import { headTags, type HeadTag } from '../head-tags';

const SITE = { origin: __SITE_ORIGIN__, basePath: `${BASENAME}/` };

/** The head function of the deepest route that has one. */
export function useRouteHead(): HeadFn | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const head = (matches[index]?.handle as RouteHandle | undefined)?.head;
    if (head) return head;
  }
  return undefined;
}

function toElement({ tag, attrs, text }: HeadTag): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  element.setAttribute('data-head', '');
  if (text !== undefined) element.textContent = text;
  return element;
}

export function DocumentHead({ pathname }: { pathname: string }) {
  const head = useRouteHead();
  const content = useContent();
  const totals = usePageTotals();
  const params = useParams();
  const tags = useMemo(
    // Runs for the effect below only (never for markup), so it may use the browser's date.
    () => (head ? headTags(head(content, params, SITE, localDay(), totals), SITE, pathname, labProfileOf(content)) : null),
    [head, content, params, pathname, totals],
  );

  useEffect(() => {
    if (!tags) return;
    const title = tags.find((tag) => tag.tag === 'title')?.text;
    const current = document.head.querySelectorAll('[data-head]');
    const next = tags.filter((tag) => tag.tag !== 'title').map(toElement);
    // Leave identical tags alone (the hydrated page already has them).
    const same =
      current.length === next.length + 1 &&
      next.every((element, index) => current[index + 1]?.isEqualNode(element)) &&
      document.title === title;
    if (same) return;
    current.forEach((element) => element.remove());
    if (title !== undefined) document.head.appendChild(toElement({ tag: 'title', attrs: {}, text: title }));
    for (const element of next) document.head.appendChild(element);
  }, [tags]);

  return null;
}
