/**
 * External addresses in content: every one must be a well-formed web address (error otherwise)
 * and should use https: (warning for http:). The same list feeds `npm run check:links`.
 */
import { byCollection, COLLECTIONS } from '../model/collections';
import type { EntityKind } from '../model/content-keys';
import type { FieldSpec } from '../model/fields';
import type { Content } from '../model/model';
import { nameOf, type HealthProblem, type HealthTarget } from './types';

/** A field's address and the label of the control that holds it: an image's address field, a file's upload. */
function urlFieldOf(spec: FieldSpec): readonly [field: string, label: string] | null {
  if (spec.kind === 'url' || spec.kind === 'file') return [spec.key, spec.label];
  if (spec.kind === 'image' && spec.image) return [spec.key, spec.image.url];
  return null;
}

/** The URL fields of each data set (its declared url, image and file fields), with their form labels. */
export const URL_FIELDS: Record<EntityKind, readonly (readonly [field: string, label: string])[]> = byCollection(
  (kind) =>
    COLLECTIONS[kind].fields.flatMap((spec) => {
      const found = urlFieldOf(spec);
      return found ? [found] : [];
    }),
);

export interface UrlLocation {
  url: string;
  target: HealthTarget;
  item: string;
  field: string;
  fieldLabel: string;
}

/** Values that stay on the site or in the browser: no external address to judge. */
function isLocal(value: string): boolean {
  return (
    (value.startsWith('/') && !value.startsWith('//')) || value.startsWith('asset:') || /^data:image\//i.test(value)
  );
}

/** Every non-empty, non-local URL value in the content, where it lives. */
export function contentUrls(content: Content): UrlLocation[] {
  const out: UrlLocation[] = [];
  for (const kind of Object.keys(URL_FIELDS) as EntityKind[]) {
    for (const item of content[kind] as readonly { id: string }[]) {
      for (const [field, fieldLabel] of URL_FIELDS[kind]) {
        const value = (item as Record<string, unknown>)[field];
        if (typeof value !== 'string' || !value.trim() || isLocal(value.trim())) continue;
        out.push({ url: value.trim(), target: { kind, id: item.id }, item: nameOf(item), field, fieldLabel });
      }
    }
  }
  const team = content.teamImage?.trim();
  if (team && !isLocal(team))
    out.push({
      url: team,
      target: { kind: 'settings', id: 'teamImage' },
      item: 'Team image',
      field: 'teamImage',
      fieldLabel: 'Image URL',
    });
  return out;
}

/** The external web addresses (http and https) to request, each once. */
export function externalWebUrls(content: Content): string[] {
  const urls = contentUrls(content)
    .map((location) => location.url)
    .filter((url) => {
      try {
        return ['http:', 'https:'].includes(new URL(url).protocol);
      } catch {
        return false;
      }
    });
  return [...new Set(urls)];
}

export function checkExternalUrls(content: Content): HealthProblem[] {
  return contentUrls(content).flatMap((location): HealthProblem[] => {
    const base = {
      check: 'external-url' as const,
      target: location.target,
      item: location.item,
      field: location.field,
      fieldLabel: location.fieldLabel,
    };
    let url: URL | null;
    try {
      url = new URL(location.url);
    } catch {
      url = null;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || !url.hostname || /\s/.test(location.url))
      return [
        { ...base, severity: 'error', message: `"${location.url}" is not a valid web address (include https://)` },
      ];
    if (url.protocol === 'http:')
      return [
        {
          ...base,
          severity: 'warning',
          message: `${location.url} uses http:, not https:`,
          summary: 'Uses http:, not https:',
        },
      ];
    return [];
  });
}
