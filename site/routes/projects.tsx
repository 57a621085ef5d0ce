/** Research Areas (SPEC §2): project cards filtered by topic, method and keywords. */
import { useMemo, useState } from 'react';
import { matchesAnyWord, searchText, searchWords } from '../../shared/content/text';
import { categoriesOf } from '../../shared/content/lists';
import { useContent } from '../../shared/ui/content-context';
import { ProjectCard } from '../../shared/ui/project-card';
import { ALL, alphabetical, distinct, FilterSelect, SearchField } from '../components/filter-select';
import { ListPage } from '../components/page-header';

export default function Projects() {
  const { projects, topicColorRegistry } = useContent();
  const [topic, setTopic] = useState(ALL);
  const [method, setMethod] = useState(ALL);
  const [query, setQuery] = useState('');

  const topics = useMemo(() => alphabetical(distinct(projects.flatMap(categoriesOf))), [projects]);
  const methods = useMemo(() => alphabetical(distinct(projects.flatMap((p) => p.topics))), [projects]);
  const words = searchWords(query);
  const shown = projects.filter(
    (project) =>
      (topic === ALL || categoriesOf(project).includes(topic)) &&
      (method === ALL || project.topics.includes(method)) &&
      matchesAnyWord(words, searchText([project.title, project.description])),
  );

  return (
    <ListPage title="Research Areas" kicker="Research" section="research">
        <div className="filters" role="search" aria-label="Filter research areas">
          <FilterSelect label="Topic" allLabel="All" value={topic} options={topics} onChange={setTopic} />
          <FilterSelect label="Method" allLabel="All" value={method} options={methods} onChange={setMethod} />
          <SearchField label="Search" value={query} onChange={setQuery} placeholder="Keywords" />
        </div>
        <p className="result-count" aria-live="polite">
          {shown.length} of {projects.length} research areas
        </p>
        {shown.length === 0 ? (
          <p className="empty">No projects found with the selected filters.</p>
        ) : (
          <ul className="card-grid">
            {shown.map((project, index) => (
              <li key={project.id}>
                <ProjectCard
                  project={project}
                  registry={topicColorRegistry}
                  headingLevel={2}
                  eager={index === 0}
                  anchor
                />
              </li>
            ))}
          </ul>
        )}
    </ListPage>
  );
}
