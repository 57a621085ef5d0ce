/**
 * Publications (docs/product.md §2): year, type, research area and software filters plus word search,
 * kept in the URL query (?year=&type=&area=&software=&q=) so a filtered list can be shared
 * and survives Back. "Download BibTeX" saves the list as currently filtered.
 */
import { memo, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { RouterLink as Link } from '../../shared/ui/router-link';
import { projectIdsOf, softwareIdsOfPublication } from '../../shared/content/read/relations';
import type { Publication, Software } from '../../shared/content/model/schemas';
import { UNDATED, yearKey } from '../../shared/content/scholarly/publication-year';
import { groupPublications, publicationDisplayOf, typeHeading, type PublicationGroup } from '../../shared/content/scholarly/publication-display';
import { useLabProfile } from '../../shared/ui/use-lab-profile';
import { matchesAnyWord, searchText, searchWords } from '../../shared/content/read/search-text';
import { PageContentProvider, useCollectionSize, useContent, usePageFacets } from '../../shared/ui/content-context';
import { downloadBibtex } from '../components/download';
import { ALL, FilterSelect, SearchField } from '../components/filter-select';
import { ListPage } from '../components/page-header';
import { PublicationItem } from '../components/publication-item';
import { useHydrated } from '../components/use-hydrated';
import { fetchPageData } from '../page-data';
import {
  ALL_PUBLICATIONS_PATH,
  PUBLICATIONS_PER_PAGE,
  newestFirst,
  pageCountOf,
  publicationFacets,
  publicationPage,
  publicationPagePath,
} from './publication-pages';
import { useAllPublications } from './use-all-publications';
import { useMessages } from '../i18n/language';
import { publications } from '../i18n/en/publications';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { publications };

interface Indexed {
  pub: Publication;
  haystack: string;
  projectIds: string[];
  softwareIds: Set<string>;
}

/** The query parameter of each filter. */
const PARAMS = { year: 'year', type: 'type', area: 'area', software: 'software', query: 'q' } as const;
type FilterName = keyof typeof PARAMS;
/** The filters that are selects (the search box stays in view on phones). */
const SELECTS: FilterName[] = ['year', 'type', 'area', 'software'];

const indexes = new WeakMap<Software[], WeakMap<Publication, Indexed>>();

/**
 * A list that changed (a keystroke in the search, a filter) renders at once the papers the
 * window shows below the list's top (docs/decisions/081, 090), at most FIRST_RENDER, and the
 * rest RENDER_STEP at a time in low-priority renders a keystroke interrupts (docs/decisions/072):
 * typing stays quick however many papers match. The list as first served (prerendered, then
 * hydrated) renders whole.
 */
export const FIRST_RENDER = 8;
/** The fewest papers a changed list renders at once, and the least height a paper takes. */
const FIRST_RENDER_MIN = 3;
const PAPER_MIN_HEIGHT = 100;

/**
 * How many papers fill the window below `top` (the list's top, in the window's coordinates): a
 * phone shows three or four below the filters, a tall desktop window up to eight.
 */
export function papersOnScreen(top: number | undefined, windowHeight: number): number {
  if (top === undefined || !(windowHeight > 0)) return FIRST_RENDER;
  const below = windowHeight - Math.max(0, top);
  return Math.min(FIRST_RENDER, Math.max(FIRST_RENDER_MIN, Math.ceil(below / PAPER_MIN_HEIGHT)));
}
/** How long typing pauses before the address takes up the query. */
const ADDRESS_DELAY_MS = 300;
const RENDER_STEP = 16;
/**
 * How long a changed list waits before it renders beyond its first papers: while a visitor
 * types, each keystroke replaces only the first screen, not up to a hundred papers it would
 * then throw away again (docs/decisions/081). The rest follows once typing pauses.
 */
const GROW_AFTER_MS = ADDRESS_DELAY_MS;

/**
 * How many papers of `list` to render: all of the list the page opened with, else the first
 * screen's (`firstScreen`, asked when the list changes) and, once typing pauses, the rest in steps.
 */
function useGrowingLimit(list: unknown, total: number, firstScreen: () => number): number {
  const [state, setState] = useState({ list, limit: Number.POSITIVE_INFINITY, first: false });
  let { limit, first } = state;
  if (state.list !== list) {
    limit = firstScreen();
    first = true;
    setState({ list, limit, first });
  }
  useEffect(() => {
    if (limit >= total) return;
    const grow = () =>
      startTransition(() => setState((now) => (now.list === list ? { list, limit: now.limit + RENDER_STEP, first: false } : now)));
    const timer = setTimeout(grow, first ? GROW_AFTER_MS : 0);
    return () => clearTimeout(timer);
  }, [list, limit, total, first]);
  return limit;
}

/** A paper's search text and links, made once per paper and software list. */
function indexEntry(pub: Publication, software: Software[]): Indexed {
  let index = indexes.get(software);
  if (!index) indexes.set(software, (index = new WeakMap()));
  let entry = index.get(pub);
  if (!entry) {
    entry = {
      pub,
      haystack: searchText([pub.title, pub.abstract, pub.authors, pub.journal, pub.keywords, pub.doi]),
      projectIds: projectIdsOf(pub),
      softwareIds: new Set(softwareIdsOfPublication({ software }, pub)),
    };
    index.set(pub, entry);
  }
  return entry;
}

/**
 * One group of the list: its heading and papers. Memoised with its rows, so a keystroke's render
 * touches only the groups whose papers changed, not every paper on screen (docs/decisions/079).
 */
const GroupSection = memo(function GroupSection({ group, heading }: { group: PublicationGroup<Publication>; heading: string | number }) {
  return (
    <section className={group.kind === 'year' ? 'year-group' : 'year-group type-group'} aria-labelledby={group.key}>
      <h2 id={group.key} className="year-group__year">
        {heading}
      </h2>
      <ul className="publication-list">
        {group.pubs.map((pub) => (
          <PublicationRow key={pub.id} pub={pub} />
        ))}
      </ul>
    </section>
  );
}, (before, after) => before.heading === after.heading && sameGroup(before.group, after.group));

const sameGroup = (a: PublicationGroup<Publication>, b: PublicationGroup<Publication>) =>
  a === b || (a.key === b.key && a.pubs.length === b.pubs.length && a.pubs.every((pub, index) => pub === b.pubs[index]));

const PublicationRow = memo(function PublicationRow({ pub }: { pub: Publication }) {
  return (
    <li>
      <PublicationItem pub={pub} anchor />
    </li>
  );
});

export default function Publications() {
  const t = useMessages(ENGLISH);
  const content = useContent();
  const { projects, software } = content;
  const total = useCollectionSize('publications');
  const pageNumber = Number(useParams().page ?? 1);
  const [searchParams, setSearchParams] = useSearchParams();
  // Prerendered HTML shows the whole list; the query applies once the page is interactive.
  const hydrated = useHydrated();
  // The lab's grouping and filters (docs/decisions/079); a filter it hides ignores its parameter.
  const display = publicationDisplayOf(useLabProfile());
  // A filter with nothing to choose (a lab without research areas or software yet) is not offered.
  const offers = (name: FilterName) => (name === 'area' ? projects.length > 0 : name === 'software' ? software.length > 0 : true);
  const shows = (name: FilterName) => display.filters.has(name === 'query' ? 'search' : name) && offers(name);
  const filter = (name: FilterName) => (hydrated && shows(name) ? (searchParams.get(PARAMS[name]) ?? ALL) : ALL);
  const year = filter('year');
  const type = filter('type');
  const area = filter('area');
  const tool = filter('software');
  // What is typed shows and filters at once; the address takes it up once typing pauses, so a
  // keystroke re-renders this list, not every part of the page that follows the address.
  const urlQuery = filter('query');
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? urlQuery;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const active = [year, type, area, tool, query].filter((value) => value !== ALL).length;
  // A paginated list (hundreds of papers) holds one page; a search or filter works on the whole
  // list, fetched when the filters are first used (docs/decisions/030).
  const holdsAll = content.publications.length >= total;
  const [wantAll, setWantAll] = useState(false);
  const all = useAllPublications(!holdsAll && (wantAll || active > 0));
  // The field, the count and the list change in the keystroke's own render, one commit and one
  // frame: a keystroke while typing renders at most the first FIRST_RENDER papers, the rest
  // follows once typing pauses (docs/decisions/081). A deferred list (useDeferredValue) cost a
  // render and a frame more per keystroke.
  const listActive = active;
  const publications = useMemo(() => {
    if (listActive > 0) return all?.publications ?? content.publications;
    return holdsAll ? publicationPage(content.publications, pageNumber).publications : content.publications;
  }, [listActive, all, content.publications, holdsAll, pageNumber]);
  const options = all?.publications ?? content.publications;
  const pageCount = pageCountOf(total);

  // Filters set one right after the other (a reader's choices made before the page hydrated are
  // handed over together) each build on the last: the router's query is a render behind.
  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const setFilter = (name: FilterName) => (value: string) => {
    const next = new URLSearchParams(latest.current);
    if (value === ALL) next.delete(PARAMS[name]);
    else next.set(PARAMS[name], value);
    latest.current = next;
    // Typing replaces the entry; each chosen filter is a step Back can undo.
    setSearchParams(next, { replace: name === 'query', preventScrollReset: true });
  };

  useEffect(() => {
    if (typed === null) return;
    if (typed === urlQuery) {
      setTyped(null);
      return;
    }
    const timer = setTimeout(() => setFilter('query')(typed), ADDRESS_DELAY_MS);
    return () => clearTimeout(timer);
    // setFilter reads the latest address itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, urlQuery]);

  // Search text and links are computed once per paper (and software list), not once per
  // keystroke, nor again when a search switches between this page's papers and the whole list;
  // and only once a filter or search is in use, so a page's first render does none of it.
  const filtering = [year, type, area, tool, query].some((value) => value !== ALL);
  const indexed = useMemo<Indexed[] | null>(
    () => (filtering ? publications.map((pub) => indexEntry(pub, software)) : null),
    [filtering, publications, software],
  );
  // The whole list's search index is made in idle moments once the list is here, so the first
  // keystroke finds it made (docs/decisions/079).
  useEffect(() => {
    const list = all?.publications;
    if (!list) return;
    let next = 0;
    let handle = 0;
    const idle = typeof window.requestIdleCallback === 'function';
    const step = (deadline?: IdleDeadline) => {
      const end = deadline ? 0 : performance.now() + 8;
      while (next < list.length && (deadline ? deadline.timeRemaining() > 1 : performance.now() < end)) indexEntry(list[next++]!, software);
      if (next < list.length) handle = idle ? window.requestIdleCallback(step) : window.setTimeout(step, 16);
    };
    handle = idle ? window.requestIdleCallback(step) : window.setTimeout(step, 16);
    return () => (idle ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
  }, [all, software]);

  // A page of a paginated list brings the options of the whole list with it.
  const pageFacets = usePageFacets();
  const { years, types } = useMemo(
    () =>
      !all && !holdsAll && pageFacets
        ? (pageFacets as ReturnType<typeof publicationFacets>)
        : publicationFacets(options),
    [all, holdsAll, pageFacets, options],
  );

  // A search on a long list may match hundreds of papers: the first hundred show at once, the
  // rest on request, so each keystroke renders a bounded list (docs/decisions/056).
  const [showAll, setShowAll] = useState<string | null>(null);
  const filterKey = [year, type, area, tool, query].join('\u0000');
  const { groupBy } = display;
  // A string, so the groups are made again only when the order itself changes.
  const typeOrderKey = display.typeOrder.join('\u0000');
  const groups = useMemo(() => {
    const words = searchWords(query);
    const matching = indexed
      ? indexed
          .filter(
            (entry) =>
              (year === ALL || yearKey(entry.pub.year) === year) &&
              (type === ALL || entry.pub.type === type) &&
              (area === ALL || entry.projectIds.includes(area)) &&
              (tool === ALL || entry.softwareIds.has(tool)) &&
              matchesAnyWord(words, entry.haystack),
          )
          .map((entry) => entry.pub)
      : publications;
    // By year: newest first, the undated papers in a group of their own after every dated one;
    // by type: in the lab's order.
    const ordered = groupPublications(matching, { groupBy, typeOrder: typeOrderKey.split('\u0000') });
    const list = ordered.flatMap((group) => group.pubs);
    const limited = showAll !== filterKey && list.length > PUBLICATIONS_PER_PAGE;
    const visible = new Set(limited ? list.slice(0, PUBLICATIONS_PER_PAGE) : list);
    const sections = ordered
      .map((group) => ({ ...group, pubs: group.pubs.filter((pub) => visible.has(pub)) }))
      .filter((group) => group.pubs.length > 0);
    return { count: list.length, sections, list, limited, shown: visible.size };
  }, [indexed, publications, year, type, area, tool, query, showAll, filterKey, groupBy, typeOrderKey]);
  // Where the list starts: the papers that fit below it are what a changed list renders first.
  const summary = useRef<HTMLDivElement>(null);
  const renderLimit = useGrowingLimit(groups, groups.shown, () =>
    papersOnScreen(summary.current?.getBoundingClientRect().bottom, window.innerHeight),
  );
  // The groups as far as they are rendered yet.
  const renderedGroups = useMemo(() => {
    if (renderLimit >= groups.shown) return groups.sections;
    let left = renderLimit;
    const out: PublicationGroup<Publication>[] = [];
    for (const group of groups.sections) {
      if (left <= 0) break;
      out.push({ ...group, pubs: group.pubs.slice(0, left) });
      left -= group.pubs.length;
    }
    return out;
  }, [groups, renderLimit]);
  const headingOf = (group: PublicationGroup<Publication>) =>
    group.kind === 'type' ? typeHeading(group.type ?? '', t.publications.typeGroups) : (group.year ?? t.publications.undated);

  const download = async () => {
    // Unfiltered, the file holds every paper, not just this page's.
    const list =
      active || holdsAll
        ? groups.list
        : newestFirst((await fetchPageData(ALL_PUBLICATIONS_PATH)).content.publications ?? groups.list);
    await downloadBibtex(active ? 'publications-filtered.bib' : 'publications.bib', list);
  };
  // Author links of papers beyond this page come with the whole list.
  const listContent = useMemo(
    () => (all ? { content: { ...content, teamMembers: all.teamMembers } } : null),
    [all, content],
  );

  return (
    <ListPage title={t.publications.title} kicker={t.publications.kicker} section="publications" className="publications-page">
        {(Object.keys(PARAMS) as FilterName[]).some(shows) && (
        <div
          id="publication-filters"
          className={`filters publication-filters${filtersOpen ? ' is-open' : ''}`}
          role="search"
          aria-label={t.publications.filter}
          onFocus={() => setWantAll(true)}
          onPointerEnter={() => setWantAll(true)}
        >
          {/* On phones the selects fold away behind this button so the first paper shows in the first screen. */}
          {SELECTS.some(shows) && (
          <button
            type="button"
            className="button button--small filters-toggle"
            aria-expanded={filtersOpen}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filtersOpen ? t.publications.hideFilters : t.publications.filters}
            {active > 0 && ` (${active})`}
          </button>
          )}
          {shows('year') && (
            <FilterSelect
              label={t.publications.year}
              allLabel={t.publications.allYears}
              value={year}
              options={years.map((option) => (option === UNDATED ? { value: UNDATED, label: t.publications.undated } : option))}
              onChange={setFilter('year')}
            />
          )}
          {shows('type') && (
            <FilterSelect label={t.publications.type} allLabel={t.publications.allTypes} value={type} options={types} onChange={setFilter('type')} />
          )}
          {shows('area') && (
            <FilterSelect label={t.publications.area} allLabel={t.publications.allAreas} value={area} options={projects.map((p) => ({ value: p.id, label: p.title }))} onChange={setFilter('area')} />
          )}
          {shows('software') && (
            <FilterSelect label={t.publications.software} allLabel={t.publications.allSoftware} value={tool} options={software.map((s) => ({ value: s.id, label: s.name }))} onChange={setFilter('software')} />
          )}
          {shows('query') && (
            <SearchField label={t.publications.search} value={query} onChange={setTyped} placeholder={t.publications.placeholder} />
          )}
        </div>
        )}
        <div className="publications-summary" ref={summary}>
          <p className="result-count" aria-live="polite">
            {t.publications.count(groups.count, total)}
          </p>
          <button
            type="button"
            className="button button--small"
            onClick={() => void download()}
            disabled={groups.count === 0}
          >
            {t.publications.download}
          </button>
        </div>
        <PageContentProvider value={listContent ?? { content }}>
          {groups.count === 0 ? (
            <p className="empty">{t.publications.none}</p>
          ) : (
            renderedGroups.map((group) => <GroupSection key={group.key} group={group} heading={headingOf(group)} />)
          )}
          {groups.limited && (
            <p className="show-all">
              <button type="button" className="button button--small" onClick={() => setShowAll(filterKey)}>
                {t.publications.showAll(groups.count)}
              </button>
            </p>
          )}
        </PageContentProvider>
        {/* Hidden, not removed, while a search or filter is in use: typing the first letter or
            clearing the box then changes one attribute, not forty links (docs/decisions/090). */}
        {pageCount > 1 && (
          <nav className="pagination" aria-label={t.publications.pages} hidden={active > 0}>
            <ul>
              {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
                <li key={number}>
                  <Link to={publicationPagePath(number)} aria-current={number === pageNumber ? 'page' : undefined}>
                    {number}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
    </ListPage>
  );
}
