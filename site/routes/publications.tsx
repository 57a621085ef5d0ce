/** Publications (SPEC §2): year, type, research area and software filters plus word search. */
import { useDeferredValue, useMemo, useState } from 'react';
import { projectIdsOf } from '../../shared/content/operations';
import type { Publication } from '../../shared/content/schemas';
import { matchesAnyWord, searchText, searchWords } from '../../shared/content/text';
import { useContent } from '../../shared/ui/content-context';
import { ALL, alphabetical, distinct, FilterSelect, SearchField } from '../components/filter-select';
import { PageHeader } from '../components/page-header';
import { PublicationItem } from '../components/publication-item';
import { describe, type HeadFn } from '../head';

interface Indexed {
  pub: Publication;
  haystack: string;
  projectIds: string[];
  softwareIds: Set<string>;
}

export default function Publications() {
  const { publications, projects, software } = useContent();
  const [year, setYear] = useState(ALL);
  const [type, setType] = useState(ALL);
  const [area, setArea] = useState(ALL);
  const [tool, setTool] = useState(ALL);
  const [query, setQuery] = useState('');
  // The list may be long (hundreds of entries): typing stays responsive while it catches up.
  const deferredQuery = useDeferredValue(query);

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
    return { count: shown.length, years: [...byYear.entries()].sort(([a], [b]) => b - a) };
  }, [indexed, year, type, area, tool, deferredQuery]);

  return (
    <main className="publications-page">
      <PageHeader title="Publications" kicker="Research output">
        <p>Articles, proceedings, chapters and preprints from the lab, newest first.</p>
      </PageHeader>
      <div className="container page">
        <form className="filters" role="search" aria-label="Filter publications" onSubmit={(e) => e.preventDefault()}>
          <FilterSelect label="Year" allLabel="All years" value={year} options={years} onChange={setYear} />
          <FilterSelect label="Type" allLabel="All types" value={type} options={types} onChange={setType} />
          <FilterSelect
            label="Research area"
            allLabel="All research areas"
            value={area}
            options={projects.map((p) => ({ value: p.id, label: p.title }))}
            onChange={setArea}
          />
          <FilterSelect
            label="Software"
            allLabel="All software"
            value={tool}
            options={software.map((s) => ({ value: s.id, label: s.name }))}
            onChange={setTool}
          />
          <SearchField label="Search" value={query} onChange={setQuery} placeholder="Title, author, keyword, DOI..." />
        </form>
        <p className="result-count" aria-live="polite">
          {groups.count} of {publications.length} publications
        </p>
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
                    <PublicationItem pub={pub} />
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
    `${content.publications.length} journal articles, conference papers, preprints and theses from the Discovery of Mind Lab.`,
  ),
});
