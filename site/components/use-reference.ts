/**
 * A paper's reference in the lab's citation style (docs/decisions/073). A visitor's page data
 * carries it, rendered at build time; an editor's browser (the studio, its live preview, local
 * edits) renders it with the citation processor, loaded then and only there. Null until known.
 */
import { useContext, useEffect, useState } from 'react';
import { citationStyleOf } from '../../shared/content/citation-styles';
import type { RenderedReference } from '../../shared/content/reference-nodes';
import { findMemberForAuthor } from '../../shared/content/relations';
import type { Publication, TeamMember } from '../../shared/content/schemas';
import { useContent } from '../../shared/ui/content-context';
import { PageContext } from '../router/page-context';

/** References beyond the page's own data: a paginated list's whole list, fetched on use. */
const fetched = new Map<string, RenderedReference>();

/** Keeps references a visitor's browser fetched with other page data (built, never rendered here). */
export function rememberReferences(references: Record<string, RenderedReference> | undefined): void {
  for (const [id, reference] of Object.entries(references ?? {})) fetched.set(id, reference);
}

/** The member an author is, for marking and linking their name (one rule for the build and the browser). */
export function memberIdOf(members: readonly TeamMember[]) {
  return (author: string) => findMemberForAuthor(author, members)?.id;
}

type Render = (pub: Publication, style: string, members: readonly TeamMember[]) => RenderedReference;

let renderer: Promise<Render> | null = null;
const made = new WeakMap<Publication, { key: string; reference: RenderedReference }>();

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
  renderer ??= import('../../shared/content/csl/render').then(
    ({ renderReference }) =>
      (pub, style, members) =>
        renderReference(pub, style, { memberOf: memberIdOf(members) }),
  );
  return renderer;
}

export function useReference(pub: Publication): RenderedReference | null {
  const page = useContext(PageContext);
  // A visitor's page brings its references; one it lacks is drawn without, never rendered here.
  const fromBuild = page?.data.references !== undefined;
  const given = page?.data.references?.[pub.id] ?? (fromBuild ? fetched.get(pub.id) : undefined);
  const content = useContent();
  const style = citationStyleOf(content.labProfile);
  const members = content.teamMembers;
  const key = `${style}\u0000${members.map((member) => `${member.id}=${member.name}`).join('\u0001')}`;
  const known = made.get(pub);
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (given || fromBuild || made.get(pub)?.key === key) return;
    let live = true;
    void loadRenderer().then((render) =>
      schedule(() => {
        if (!live) return;
        if (made.get(pub)?.key !== key) made.set(pub, { key, reference: render(pub, style, members) });
        setVersion((version) => version + 1);
      }),
    );
    return () => {
      live = false;
    };
  }, [given, fromBuild, pub, key, style, members]);
  if (given || fromBuild) return given ?? null;
  return known?.key === key ? known.reference : null;
}
