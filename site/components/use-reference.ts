/**
 * A paper's reference in the lab's citation style (docs/decisions/073). A visitor's page data
 * carries it, rendered at build time: a list's page each paper's entry, a paper's own page its
 * whole reference (which a list's Cite panel fetches from there). An editor's browser (the
 * studio, its live preview, local edits) renders it with the citation processor, loaded then and
 * only there. Null until known.
 */
import { useContext, useEffect, useState } from 'react';
import { citationStyleOf } from '../../shared/content/scholarly/citation-styles';
import { itemPath } from '../../shared/content/model/collection-facts';
import type { ReferenceNode } from '../../shared/content/scholarly/reference-nodes';
import { authorMembers } from '../../shared/content/read/relations';
import type { Content } from '../../shared/content/model/model';
import type { Publication, TeamMember } from '../../shared/content/model/schemas';
import { useContent } from '../../shared/ui/content-context';
import { fetchPageData } from '../page-data';
import { PageContext } from '../router/page-context';

/** The member an author is, for marking and linking their name (one rule for the build and the browser). */
export function memberIdOf(members: readonly TeamMember[]) {
  // The same matcher as the author lists: ORCID iDs, name variants, the editor's choice, then names.
  return (_author: string, index: number, pub: Publication) => authorMembers(pub, members)[index]?.member.id;
}

/** List entries beyond the page's own data: a paginated list's whole list, fetched on use. */
const fetched = new Map<string, ReferenceNode[]>();

/** Keeps entries a visitor's browser fetched with other page data (built, never rendered here). */
export function rememberReferences(references: Record<string, ReferenceNode[]> | undefined): void {
  for (const [id, nodes] of Object.entries(references ?? {})) fetched.set(id, nodes);
}

type Form = 'entry' | 'full';
type Render = (pub: Publication, style: string, members: readonly TeamMember[], form: Form) => ReferenceNode[];

let renderer: Promise<Render> | null = null;
const made = new WeakMap<Publication, Partial<Record<Form, { key: string; nodes: ReferenceNode[] }>>>();

/** Renders in slices, so a long list made in the browser never blocks typing for long. */
const queue: (() => void)[] = [];
function schedule(work: () => void) {
  queue.push(work);
  if (queue.length > 1) return;
  const run = () => {
    const until = performance.now() + 12;
    while (queue.length && performance.now() < until) queue.shift()!();
    if (queue.length) setTimeout(run, 0);
  };
  setTimeout(run, 0);
}

function loadRenderer(): Promise<Render> {
  renderer ??= import('../../shared/content/scholarly/csl/render').then(
    ({ renderReferences }) =>
      (pub, style, members, form) =>
        renderReferences([pub], style, form, { memberOf: memberIdOf(members) }).get(pub.id) ?? [],
  );
  return renderer;
}

/** The members part of a render key, made once per member list (every row of a list shares it). */
const memberKeys = new WeakMap<readonly TeamMember[], string>();

/** What a made reference depends on besides the paper: the style and the members it may name. */
function renderKey(style: string, members: readonly TeamMember[]): string {
  let names = memberKeys.get(members);
  if (names === undefined) memberKeys.set(members, (names = members.map((member) => `${member.id}=${member.name}`).join('\u0001')));
  return `${style}\u0000${names}`;
}

/**
 * An editor's browser whose content is exactly what was published hydrates the prerendered page
 * (site/main.tsx) rather than rendering it afresh. The list entries the build made for that page
 * are the ones this browser would make, so they count as made: the first render shows what the
 * prerendered page shows, with no hydration mismatch. A paper edited later is a new object, made anew.
 */
export function rememberBuiltEntries(
  references: Record<string, ReferenceNode[]> | undefined,
  content: Pick<Content, 'publications' | 'labProfile'>,
): void {
  if (!references) return;
  const style = citationStyleOf(content.labProfile);
  for (const pub of content.publications) {
    const nodes = references[pub.id];
    if (nodes) built.set(pub.id, { paper: `${style}\u0000${JSON.stringify(pub)}`, nodes });
  }
}

/** Entries the build made, by paper id, with the paper and style they were made from. */
const built = new Map<string, { paper: string; nodes: ReferenceNode[] }>();

/** The build's entry of `pub`, while it is still the paper (and style) the build made it from. */
function builtEntry(pub: Publication, style: string): ReferenceNode[] | null {
  const entry = built.get(pub.id);
  if (!entry) return null;
  if (entry.paper === `${style}\u0000${JSON.stringify(pub)}`) return entry.nodes;
  built.delete(pub.id);
  return null;
}

/** The paper's reference made in this browser (an editor's), once the processor is in. */
function useRendered(pub: Publication, form: Form, wanted: boolean): ReferenceNode[] | null {
  const content = useContent();
  const style = citationStyleOf(content.labProfile);
  const members = content.teamMembers;
  // A visitor's rows never render here: they make no key either.
  const key = wanted ? renderKey(style, members) : '';
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (!wanted || made.get(pub)?.[form]?.key === key) return;
    let live = true;
    void loadRenderer().then((render) =>
      schedule(() => {
        if (!live) return;
        const forms = made.get(pub) ?? {};
        if (forms[form]?.key !== key) made.set(pub, { ...forms, [form]: { key, nodes: render(pub, style, members, form) } });
        setVersion((version) => version + 1);
      }),
    );
    return () => {
      live = false;
    };
  }, [wanted, pub, form, key, style, members]);
  const known = made.get(pub)?.[form];
  if (wanted && known?.key === key) return known.nodes;
  return wanted && form === 'entry' && built.size > 0 ? builtEntry(pub, style) : null;
}

/** A list's entry of `pub`: its reference less the title and DOI the entry shows apart. */
export function useReferenceEntry(pub: Publication): ReferenceNode[] | null {
  const page = useContext(PageContext);
  // A visitor's page brings its entries; one it lacks is drawn without, never rendered here.
  const fromBuild = page?.data.references !== undefined;
  const given = page?.data.references?.[pub.id] ?? (fromBuild ? fetched.get(pub.id) : undefined);
  const rendered = useRendered(pub, 'entry', !fromBuild);
  return fromBuild ? (given ?? null) : rendered;
}

/** The whole reference of `pub` (a Cite block): from its page's data for a visitor. */
export function useFullReference(pub: Publication): ReferenceNode[] | null {
  const page = useContext(PageContext);
  const fromBuild = page?.data.references !== undefined || page?.data.cite !== undefined;
  const [loaded, setLoaded] = useState<{ pub: Publication; nodes: ReferenceNode[] } | null>(null);
  useEffect(() => {
    if (!fromBuild) return;
    let live = true;
    void fetchPageData(itemPath('publications', pub.id)).then(({ cite }) => {
      if (live) setLoaded({ pub, nodes: cite?.nodes ?? [] });
    });
    return () => {
      live = false;
    };
  }, [fromBuild, pub]);
  const rendered = useRendered(pub, 'full', !fromBuild);
  if (!fromBuild) return rendered;
  return loaded?.pub === pub ? loaded.nodes : null;
}
