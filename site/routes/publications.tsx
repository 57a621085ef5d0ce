/**
 * Publications (SPEC §2): year, type, research area and software filters plus word search,
 * kept in the URL query (?year=&type=&area=&software=&q=) so a filtered list can be shared
 * and survives Back. "Download BibTeX" saves the list as currently filtered.
 */
import { labProfileOf } from '../../shared/content/lab-profile';
import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { publicationsToBibtex } from '../../shared/content/bibtex';
import { projectIdsOf } from '../../shared/content/operations';
import type { Publication } from '../../shared/content/schemas';
import { matchesAnyWord, searchText, searchWords } from '../../shared/content/text';
import { useContent } from '../../shared/ui/content-context';
import { downloadText } from '../components/download';
import { ALL, alphabetical, distinct, FilterSelect, SearchField } from '../components/filter-select';
import { PageHeader, PageIntro } from '../components/page-header';
import { PublicationItem } from '../components/publication-item';
import { describe, type HeadFn } from '../head';
import { useHydrated } from '../components/use-hydrated';

interface Indexed {
  pub: Publication;
  haystack: string;
  projectIds: string[];
  softwareIds: Set<string>;
}

/** The query parameter of each filter. */
const PARAMS = { year: 'year', type: 'type', area: 'area', software: 'software', query: 'q' } as const;
type FilterName = keyof typeof PARAMS;

export default function Publications() {
  const { publications, projects, software } = useContent();
  const [searchParams, setSearchParams] = useSearchParams();
  // Prerendered HTML shows the whole list; the query applies once the page is interactive.
  const hydrated = useHydrated();
  const filter = (name: FilterName) => (hydrated ? (searchParams.get(PARAMS[name]) ?? ALL) : ALL);
  const year = filter('year');
  const type = filter('type');
  const area = filter('area');
  const tool = filter('software');
  const query = filter('query');
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The list may be long (hundreds of entries): typing stays responsive while it catches up.
  const deferredQuery = useDeferredValue(query);

  const setFilter = (name: FilterName) => (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === ALL) next.delete(PARAMS[name]);
        else next.set(PARAMS[name], value);
        return next;
      },
      // Typing replaces the entry; each chosen filter is a step Back can undo.
      { replace: name === 'query', preventScrollReset: true },
    );

  // Search text and links are computed once per content change, not once per keystroke.
  const indexed = useMemo<Indexed[]>(
    () =>
      publications.map((pub) => ({
        pub,
        haystack: searchText([pub.title, pub.abstract, pub.authors, pub.journal, pub.keywords, pub.doi]),
        projectIds: projectIdsOf(pub),
        softwareIds: new Set([
          ...pub.softwareIds,
          ...software.filter((s) => s.publicationIds.includes(pub.id)).map((s) => s.id),
        ]),
      })),
    [publications, software],
  );
  const years = useMemo(
    () => distinct(publications.map((p) => String(p.year))).sort((a, b) => Number(b) - Number(a)),
    [publications],
  );
  const types = useMemo(() => alphabetical(distinct(publications.map((p) => p.type))), [publications]);

  const groups = useMemo(() => {
    const words = searchWords(deferredQuery);
    const shown = indexed.filter(
      (entry) =>
        (year === ALL || String(entry.pub.year) === year) &&
        (type === ALL || entry.pub.type === type) &&
        (area === ALL || entry.projectIds.includes(area)) &&
        (tool === ALL || entry.softwareIds.has(tool)) &&
        matchesAnyWord(words, entry.haystack),
    );
    const byYear = new Map<number, Publication[]>();
    for (const { pub } of shown) byYear.set(pub.year, [...(byYear.get(pub.year) ?? []), pub]);
    const ordered = [...byYear.entries()].sort(([a], [b]) => b - a);
    return { count: shown.length, years: ordered, list: ordered.flatMap(([, pubs]) => pubs) };
  }, [indexed, year, type, area, tool, deferredQuery]);

  const active = [year, type, area, tool, query].filter((value) => value !== ALL).length;
  const download = () => downloadText(active ? 'publications-filtered.bib' : 'publications.bib', publicationsToBibtex(groups.list));

  return (
    <main className="publications-page">
      <PageHeader title="Publications" kicker="Research output">
        <PageIntro section="publications" />
      </PageHeader>
      <div className="container page">
        <form
          id="publication-filters"
          className={`filters publication-filters${filtersOpen ? ' is-open' : ''}`}
          role="search"
          aria-label="Filter publications"
          onSubmit={(e) => e.preventDefault()}
        >
          {/* On phones the selects fold away behind this button so the first paper shows in the first screen. */}
          <button
            type="button"
            className="button button--small filters-toggle"
            aria-expanded={filtersOpen}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filtersOpen ? 'Hide filters' : 'Filters'}
            {active > 0 && ` (${active})`}
          </button>
          <FilterSelect label="Year" allLabel="All years" value={year} options={years} onChange={setFilter('year')} />
          <FilterSelect label="Type" allLabel="All types" value={type} options={types} onChange={setFilter('type')} />
          <FilterSelect
            label="Research area"
            allLabel="All research areas"
            value={area}
            options={projects.map((p) => ({ value: p.id, label: p.title }))}
            onChange={setFilter('area')}
          />
          <FilterSelect
            label="Software"
            allLabel="All software"
            value={tool}
            options={software.map((s) => ({ value: s.id, label: s.name }))}
            onChange={setFilter('software')}
          />
          <SearchField label="Search" value={query} onChange={setFilter('query')} placeholder="Title, author, keyword, DOI..." />
        </form>
        <div className="publications-summary">
          <p className="result-count" aria-live="polite">
            {groups.count} of {publications.length} publications
          </p>
          <button type="button" className="button button--small" onClick={download} disabled={groups.count === 0}>
            Download BibTeX
          </button>
        </div>
        {groups.count === 0 ? (
          <p className="empty">No publications match the selected filters.</p>
        ) : (
          groups.years.map(([groupYear, pubs]) => (
            <section key={groupYear} className="year-group" aria-labelledby={`year-${groupYear}`}>
              <h2 id={`year-${groupYear}`} className="year-group__year">
                {groupYear}
              </h2>
              <ul className="publication-list">
                {pubs.map((pub) => (
                  <li key={pub.id}>
                    <PublicationItem pub={pub} anchor />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </main>
  );
}

export const head: HeadFn = (content) => ({
  title: 'Publications',
  description: describe(
    `${content.publications.length} journal articles, conference papers, preprints and theses from the ${labProfileOf(content).name}.`,
  ),
});
