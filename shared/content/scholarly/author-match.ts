/**
 * Which lab member an author of a paper is (docs/decisions/071), decided in one place for the
 * site's lists and pages, their heads and JSON-LD, the studio's forms and the save rules. For
 * each author, in this order:
 *   1. the editor's choice stored on the paper (`authorLinks[].member`; '' = not a member);
 *   2. the author's ORCID iD as the source gave it, against the members' iDs (an iD no member
 *      has says the author is someone else);
 *   3. the names: a member's name read every way it splits into given and family names
 *      ("André Calero Valdez" is "Valdez, André Calero" and "Calero Valdez, André") and their
 *      name variants, against the author's family name and given names (initials agree with
 *      the names they shorten). A variant written exactly as the author wins over a compatible
 *      name, a compatible name over a family name alone; the family name alone is the fallback
 *      where either side gives no given names. Two members equally good are no answer: the
 *      editor decides on the paper.
 * Free of schemas and of the store: the visitor's pages run it (docs/decisions/030).
 */
import { authorNameParts } from './author-names';
import { normalizeOrcid } from './orcid-id';
import type { AuthorLink, Publication, TeamMember } from '../model/schemas';

export type MatchMember = Pick<TeamMember, 'name'> & Partial<Pick<TeamMember, 'id' | 'orcid' | 'nameVariants'>>;
export type MatchPublication = Pick<Publication, 'authors'> & Partial<Pick<Publication, 'authorLinks'>>;

/** How an author was linked to a member, strongest first. */
export type MatchReason = 'editor' | 'orcid' | 'variant' | 'name' | 'surname';

export interface AuthorMatch<M> {
  member: M;
  reason: MatchReason;
}

// Names compare whatever their case and Unicode composition, but not across accents ("Müller" is
// not "Muller"). Folded by hand rather than with an Intl.Collator: building one takes a phone
// tens of milliseconds while a visitor's page starts, and it would follow the browser's locale.
const folded = new Map<string, string>();
export function foldName(name: string): string {
  let fold = folded.get(name);
  if (fold === undefined) {
    fold = name.normalize('NFC').toLowerCase().replace(/ß/g, 'ss').replace(/\s+/g, ' ').trim();
    if (folded.size > 50_000) folded.clear();
    folded.set(name, fold);
  }
  return fold;
}

/** Given names as words without dots: "A. C." -> ["a", "c"], "Jean-Paul" -> ["jean", "paul"]. */
function givenWords(given: string): string[] {
  return foldName(given)
    .split(/[\s.\-‐]+/)
    .filter(Boolean);
}

/** Given names agree: word by word, an initial matches any word it starts, full words match exactly. */
function givenAgrees(a: readonly string[], b: readonly string[]): boolean {
  const shorter = Math.min(a.length, b.length);
  for (let k = 0; k < shorter; k += 1) {
    const x = a[k]!;
    const y = b[k]!;
    if (x.length === 1 || y.length === 1) {
      if (x[0] !== y[0]) return false;
    } else if (x !== y) return false;
  }
  return true;
}

interface KnownName {
  family: string;
  given: string[];
  /** The whole name folded, for a variant written exactly as on the paper. */
  exact: string | null;
}

/** "André Calero Valdez" read every way: ("Valdez", "André Calero"), ("Calero Valdez", "André"). */
function splitsOf(name: string): KnownName[] {
  const words = name.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  if (words.length === 0) return [];
  if (words.length === 1) return [{ family: foldName(words[0]!), given: [], exact: null }];
  const out: KnownName[] = [];
  for (let k = words.length - 1; k >= 1; k -= 1)
    out.push({ family: foldName(words.slice(k).join(' ')), given: givenWords(words.slice(0, k).join(' ')), exact: null });
  return out;
}

function knownNamesOf(member: MatchMember): KnownName[] {
  const names = splitsOf(member.name);
  for (const variant of member.nameVariants ?? []) {
    if (!variant.trim()) continue;
    if (variant.includes(',')) {
      const { family, given } = authorNameParts(variant);
      names.push({ family: foldName(family), given: givenWords(given), exact: foldName(variant) });
    } else names.push(...splitsOf(variant).map((name) => ({ ...name, exact: foldName(variant) })));
  }
  return names;
}

const sameMember = (a: MatchMember, b: MatchMember) => a === b || (a.id !== undefined && a.id === b.id);

const RANK: Record<MatchReason, number> = { editor: 5, orcid: 4, variant: 3, name: 2, surname: 1 };

export interface AuthorMatcher<M extends MatchMember> {
  /** The member each author of the paper is (undefined for others), in author order. */
  authorsOf(pub: MatchPublication): (AuthorMatch<M> | undefined)[];
  /** The members of the paper, each once, in author order. */
  membersOf(pub: MatchPublication): M[];
  /** Whether `member` is among the paper's authors. */
  isAuthor(pub: MatchPublication, member: MatchMember): boolean;
}

/** A matcher over these members (build it once for a page or a save; it indexes their names). */
export function authorMatcher<M extends MatchMember>(members: readonly M[]): AuthorMatcher<M> {
  const byId = new Map(members.flatMap((member) => (member.id ? [[member.id, member] as const] : [])));
  const byOrcid = new Map<string, M>();
  const byFamily = new Map<string, { member: M; name: KnownName }[]>();
  for (const member of members) {
    const orcid = member.orcid ? normalizeOrcid(member.orcid) : null;
    if (orcid && !byOrcid.has(orcid)) byOrcid.set(orcid, member);
    for (const name of knownNamesOf(member)) {
      const list = byFamily.get(name.family) ?? [];
      list.push({ member, name });
      byFamily.set(name.family, list);
    }
  }

  const byName = (author: string): AuthorMatch<M> | undefined => {
    const text = author.replace(/\s+/g, ' ').trim();
    if (!text) return undefined;
    const { family, given } = authorNameParts(text);
    const candidates = byFamily.get(foldName(family));
    if (!candidates) return undefined;
    const exact = foldName(text);
    const words = givenWords(given);
    const best = new Map<M, MatchReason>();
    for (const { member, name } of candidates) {
      let reason: MatchReason | null = null;
      if (name.exact !== null && name.exact === exact) reason = 'variant';
      else if (words.length === 0 || name.given.length === 0) reason = 'surname';
      else if (givenAgrees(words, name.given)) reason = 'name';
      const before = best.get(member);
      if (reason && (!before || RANK[reason] > RANK[before])) best.set(member, reason);
    }
    let top: AuthorMatch<M> | undefined;
    let tied = false;
    for (const [member, reason] of best) {
      if (!top || RANK[reason] > RANK[top.reason]) {
        top = { member, reason };
        tied = false;
      } else if (RANK[reason] === RANK[top.reason]) tied = true;
    }
    return tied ? undefined : top;
  };

  const authorsOf = (pub: MatchPublication): (AuthorMatch<M> | undefined)[] => {
    const links = new Map<string, AuthorLink>();
    for (const link of pub.authorLinks ?? []) links.set(foldName(link.author), link);
    return pub.authors.map((author) => {
      const link = links.size ? links.get(foldName(author)) : undefined;
      if (link?.member !== undefined) {
        const member = link.member ? byId.get(link.member) : undefined;
        return member ? { member, reason: 'editor' } : undefined;
      }
      const orcid = link?.orcid ? normalizeOrcid(link.orcid) : null;
      if (orcid) {
        const member = byOrcid.get(orcid);
        return member ? { member, reason: 'orcid' } : undefined;
      }
      return byName(author);
    });
  };

  const membersOf = (pub: MatchPublication): M[] => {
    const seen = new Set<M>();
    for (const match of authorsOf(pub)) if (match) seen.add(match.member);
    return [...seen];
  };

  return {
    authorsOf,
    membersOf,
    isAuthor: (pub, member) => authorsOf(pub).some((match) => Boolean(match && sameMember(match.member, member))),
  };
}

// Pages ask for the same member list many times (an author list per paper): one matcher per list.
const matchers = new WeakMap<readonly MatchMember[], AuthorMatcher<MatchMember>>();
function cachedMatcher<M extends MatchMember>(members: readonly M[]): AuthorMatcher<M> {
  let matcher = matchers.get(members);
  if (!matcher) matchers.set(members, (matcher = authorMatcher(members)));
  return matcher as unknown as AuthorMatcher<M>;
}

/** The member each author of a paper is, in author order. */
export function authorMembers<M extends MatchMember>(pub: MatchPublication, members: readonly M[]): (AuthorMatch<M> | undefined)[] {
  return cachedMatcher(members).authorsOf(pub);
}

/** The lab members among a paper's authors, each once. */
export function membersOfPublication<M extends MatchMember>(pub: MatchPublication, members: readonly M[]): M[] {
  return cachedMatcher(members).membersOf(pub);
}

/** The papers `member` wrote, judged against all `members` (a shared family name is decided between them). */
export function publicationsOfMember<P extends MatchPublication>(
  publications: readonly P[],
  member: MatchMember,
  members: readonly MatchMember[],
): P[] {
  const all = members.some((other) => sameMember(other, member)) ? members : [...members, member];
  const matcher = cachedMatcher(all);
  return publications.filter((pub) => matcher.isAuthor(pub, member));
}

/**
 * The members that could be any author of these papers by family name, ORCID iD or the editor's
 * choice: what a page's data must carry so that matching on the page decides as on the whole
 * content (a page with fewer members would settle a tie the whole team leaves open).
 */
export function candidateMembers<M extends MatchMember>(publications: readonly MatchPublication[], members: readonly M[]): M[] {
  const families = new Set<string>();
  const orcids = new Set<string>();
  const ids = new Set<string>();
  for (const pub of publications) {
    for (const author of pub.authors) families.add(foldName(authorNameParts(author).family));
    for (const link of pub.authorLinks ?? []) {
      if (link.member) ids.add(link.member);
      const orcid = link.orcid ? normalizeOrcid(link.orcid) : null;
      if (orcid) orcids.add(orcid);
    }
  }
  return members.filter((member) => {
    if (member.id && ids.has(member.id)) return true;
    const orcid = member.orcid ? normalizeOrcid(member.orcid) : null;
    if (orcid && orcids.has(orcid)) return true;
    return knownNamesOf(member).some((name) => families.has(name.family));
  });
}

/**
 * Author links from a source that names authors with their ORCID iDs (Crossref, DataCite):
 * one per author with a valid iD; undefined when there is none.
 */
export function authorLinksFromOrcids(authors: readonly { name: string; orcid?: string | null }[]): AuthorLink[] | undefined {
  const links = authors.flatMap((author) => {
    const orcid = author.orcid ? normalizeOrcid(author.orcid) : null;
    return orcid && author.name.trim() ? [{ author: author.name, orcid }] : [];
  });
  return links.length ? links : undefined;
}

/**
 * An author in the fullest form the lab knows: as written when the source gave given names in
 * full; "Family, Given Names" from the member's name or a variant with that family name when the
 * paper has initials only and the member is known ("Valdez, A. C." -> "Valdez, André Calero").
 */
export function fullAuthorName(author: string, member: MatchMember | undefined): string {
  const text = author.replace(/\s+/g, ' ').trim();
  const { family, given } = authorNameParts(text);
  const written = givenWords(given);
  const initialsOnly = written.every((word) => word.length === 1);
  if (!member || !initialsOnly || !family) return text;
  const fold = foldName(family);
  const candidates: { family: string; given: string }[] = [];
  const words = member.name.replace(/\s+/g, ' ').trim().split(' ');
  for (let k = words.length - 1; k >= 1; k -= 1) candidates.push({ family: words.slice(k).join(' '), given: words.slice(0, k).join(' ') });
  for (const variant of member.nameVariants ?? []) if (variant.includes(',')) candidates.push(authorNameParts(variant));
  for (const candidate of candidates) {
    const full = givenWords(candidate.given);
    if (foldName(candidate.family) !== fold || full.length === 0 || full.every((word) => word.length === 1)) continue;
    if (givenAgrees(written, full)) return `${family}, ${candidate.given.trim()}`;
  }
  return text;
}
