/**
 * The document head in the browser: the route's head function and the tags it gives, written
 * into the DOM. Loaded by DocumentHead when the head must change (docs/decisions/056).
 */
import type { Params } from 'react-router-dom';
import { labProfileOf } from '../../shared/content/model/lab-profile';
import type { Content, EntityKind } from '../../shared/content/model/model';
import { headOf } from '../heads';
import type { SiteLocation } from '../head';
import { headTags, type HeadTag } from '../head-tags';

function toElement({ tag, attrs, text }: HeadTag): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  element.setAttribute('data-head', '');
  if (text !== undefined) element.textContent = text;
  return element;
}

/** Writes the head of the route `pattern` for `content` into the document, unless it is already there. */
export function applyHead(
  pattern: string,
  content: Content,
  params: Params,
  site: SiteLocation,
  pathname: string,
  today: string,
  totals?: Partial<Record<EntityKind, number>>,
): void {
  const head = headOf(pattern);
  if (!head) return;
  const tags = headTags(head(content, params, site, today, totals), site, pathname, labProfileOf(content));
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
}
