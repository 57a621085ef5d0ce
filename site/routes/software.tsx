/** Scientific Software (SPEC §2): technology filter (also by clicking a tag) and full cards. */
import { itemPath } from '../../shared/content/collections';
import { imgAlt } from '../../shared/content/alt-text';
import { useMemo, useState } from 'react';
import { Link } from '../../shared/ui/site-link';
import type { Content } from '../../shared/content/model';
import type { Software as SoftwareEntry } from '../../shared/content/schemas';
import { formatDate } from '../../shared/content/text';
import { useContent } from '../../shared/ui/content-context';
import { SafeImage, SafeLink } from '../../shared/ui/safe-link';
import { ALL, alphabetical, distinct, FilterSelect } from '../components/filter-select';
import { ListPage } from '../components/page-header';
import { editableField, editableItem } from '../../shared/ui/editable';
import { projectsOfSoftware, publicationsOfSoftware } from '../../shared/content/relations';

function SoftwareCard({
  item,
  content,
  onTechnology,
}: {
  item: SoftwareEntry;
  content: Content;
  onTechnology: (tech: string) => void;
}) {
  const projects = projectsOfSoftware(content, item);
  const publications = publicationsOfSoftware(content, item);
  const links = [
    { label: 'Repository', href: item.repoUrl },
    { label: 'Demo', href: item.demoUrl },
    { label: 'Documentation', href: item.documentationUrl },
  ];
  return (
    <article className={item.imageUrl ? 'card software-card' : 'card software-card software-card--text'} {...editableItem('software', item.id)}>
      {item.imageUrl && (
        <div className="software-card__image">
          <SafeImage src={item.imageUrl} alt={imgAlt(item.imageAlt)} />
        </div>
      )}
      <div className="card__body">
        <div className="software-card__head">
          <h2 className="card__title" {...editableField('name')}>
            {item.name}
          </h2>
          {item.featured && <span className="badge">Featured</span>}
        </div>
        <p className="card__text" {...editableField('description')}>
          {item.description}
        </p>
        {item.technologies.length > 0 && (
          <ul className="tag-list" aria-label="Technologies">
            {item.technologies.map((tech) => (
              <li key={tech}>
                <button type="button" className="tag tag--button" onClick={() => onTechnology(tech)}>
                  {tech}
                </button>
              </li>
            ))}
          </ul>
        )}
        <dl className="facts">
          {item.developers.length > 0 && (
            <div>
              <dt>Contributing Lab Members</dt>
              <dd>
                {item.developers.map((name, index) => {
                  const member = content.teamMembers.find((m) => m.name === name);
                  return (
                    <span key={name}>
                      {index > 0 && ', '}
                      {member ? <Link to={itemPath('teamMembers', member.id)}>{name}</Link> : name}
                    </span>
                  );
                })}
              </dd>
            </div>
          )}
          {item.releaseDate && (
            <div>
              <dt>Released</dt>
              <dd>{formatDate(item.releaseDate)}</dd>
            </div>
          )}
          {item.lastUpdate && (
            <div>
              <dt>Last update</dt>
              <dd>{formatDate(item.lastUpdate)}</dd>
            </div>
          )}
          {item.license && (
            <div>
              <dt>License</dt>
              <dd>{item.license}</dd>
            </div>
          )}
        </dl>
        <ul className="link-row">
          {links.map((link) => (
            <li key={link.label}>
              <SafeLink href={link.href} className="button button--small" fallback={null}>
                {link.label}
              </SafeLink>
            </li>
          ))}
        </ul>
        {projects.length > 0 && (
          <div className="related">
            <h3>Related Research Areas</h3>
            <ul className="plain-list">
              {projects.map((p) => (
                <li key={p.id}>
                  <Link to={itemPath('projects', p.id)}>{p.title}</Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        {publications.length > 0 && (
          <div className="related">
            <h3>Related Publications</h3>
            <ul className="plain-list">
              {publications.map((p) => (
                <li key={p.id}>
                  <SafeLink href={p.url}>{p.title}</SafeLink> <span className="muted">({p.year})</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </article>
  );
}

export default function Software() {
  const content = useContent();
  const [technology, setTechnology] = useState(ALL);
  const technologies = useMemo(
    () => alphabetical(distinct(content.software.flatMap((s) => s.technologies))),
    [content.software],
  );
  const shown = content.software.filter((s) => technology === ALL || s.technologies.includes(technology));

  return (
    <ListPage title="Scientific Software" kicker="Open tools" section="software">
        <div role="search" className="filters" aria-label="Filter software">
          <FilterSelect label="Technology" allLabel="All" value={technology} options={technologies} onChange={setTechnology} />
        </div>
        {shown.length === 0 ? (
          <p className="empty">No software found for the selected technology.</p>
        ) : (
          <ul className="software-list">
            {shown.map((item) => (
              <li key={item.id} id={item.id}>
                <SoftwareCard item={item} content={content} onTechnology={setTechnology} />
              </li>
            ))}
          </ul>
        )}
    </ListPage>
  );
}
