/** Research Areas (docs/product.md §2): project cards filtered by topic, method and keywords. */
import { useMemo, useState } from 'react';
import { plainText } from '../../shared/ui/markdown-trees';
import { matchesAnyWord, searchText, searchWords } from '../../shared/content/read/search-text';
import { categoriesOf } from '../../shared/content/edit/lists';
import { useContent } from '../../shared/ui/content-context';
import { ProjectCard } from '../../shared/ui/project-card';
import { ALL, alphabetical, distinct, FilterSelect, SearchField } from '../components/filter-select';
import { ListPage } from '../components/page-header';
import { useMessages } from '../i18n/language';
import { projects } from '../i18n/en/projects';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { projects };

export default function Projects() {
  const t = useMessages(ENGLISH);
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
      matchesAnyWord(words, searchText([project.title, plainText(project.description)])),
  );

  return (
    <ListPage title={t.projects.title} kicker={t.projects.kicker} section="research">
        <div className="filters" role="search" aria-label={t.projects.filter}>
          <FilterSelect label={t.projects.topic} allLabel={t.projects.all} value={topic} options={topics} onChange={setTopic} />
          <FilterSelect label={t.projects.method} allLabel={t.projects.all} value={method} options={methods} onChange={setMethod} />
          <SearchField label={t.projects.search} value={query} onChange={setQuery} placeholder={t.projects.keywords} />
        </div>
        <p className="result-count" aria-live="polite">
          {t.projects.count(shown.length, projects.length)}
        </p>
        {shown.length === 0 ? (
          <p className="empty">{t.projects.none}</p>
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
                  methodsLabel={t.projects.methods}
                />
              </li>
            ))}
          </ul>
        )}
    </ListPage>
  );
}
