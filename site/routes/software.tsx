/** Scientific Software (docs/product.md §2): technology filter (also by clicking a tag) and full cards. */
import { itemPath } from '../../shared/content/model/collection-facts';
import { imgAlt } from '../../shared/content/media/img-alt';
import { useMemo, useState } from 'react';
import { Link } from '../../shared/ui/site-link';
import type { Content } from '../../shared/content/model/model';
import type { Software as SoftwareEntry } from '../../shared/content/model/schemas';
import { isDated } from '../../shared/content/scholarly/publication-year';
import { formatDate } from '../../shared/content/read/text';
import { useContent } from '../../shared/ui/content-context';
import { Prose } from '../../shared/ui/prose';
import { SafeImage, SafeLink } from '../../shared/ui/safe-link';
import { ALL, alphabetical, distinct, FilterSelect } from '../components/filter-select';
import { LinkButtons } from '../components/item-page-parts';
import { ListPage } from '../components/page-header';
import { editableField, editableItem } from '../../shared/ui/editable';
import { projectsOfSoftware, publicationsOfSoftware } from '../../shared/content/read/relations';
import { useFallbackLang, useMessages } from '../i18n/language';
import { software } from '../i18n/en/software';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { software };

function SoftwareCard({
  item,
  content,
  onTechnology,
}: {
  item: SoftwareEntry;
  content: Content;
  onTechnology: (tech: string) => void;
}) {
  const t = useMessages(ENGLISH);
  const fallback = useFallbackLang();
  const projects = projectsOfSoftware(content, item);
  const publications = publicationsOfSoftware(content, item);
  const links = [
    { label: t.software.repository, href: item.repoUrl },
    { label: t.software.demo, href: item.demoUrl },
    { label: t.software.documentation, href: item.documentationUrl },
  ];
  return (
    <article className={item.imageUrl ? 'card software-card' : 'card software-card software-card--text'} {...editableItem('software', item.id)}>
      {item.imageUrl && (
        <div className="software-card__image">
          <SafeImage src={item.imageUrl} alt={imgAlt(item.imageAlt)} {...fallback(item, 'imageAlt')} sizes="(max-width: 720px) 100vw, 18rem" />
        </div>
      )}
      <div className="card__body">
        <div className="software-card__head">
          <h2 className="card__title" {...editableField('name')}>
            {item.name}
          </h2>
          {item.featured && <span className="badge">{t.software.featured}</span>}
        </div>
        <div className="card__prose" {...editableField('description')} {...fallback(item, 'description')}>
          <Prose text={item.description} headingBase={3} paragraphClassName="card__text" />
        </div>
        {item.technologies.length > 0 && (
          <ul className="tag-list" aria-label={t.software.technologies}>
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
              <dt>{t.software.developers}</dt>
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
              <dt>{t.software.released}</dt>
              <dd>{formatDate(item.releaseDate, t.locale)}</dd>
            </div>
          )}
          {item.lastUpdate && (
            <div>
              <dt>{t.software.lastUpdate}</dt>
              <dd>{formatDate(item.lastUpdate, t.locale)}</dd>
            </div>
          )}
          {item.license && (
            <div>
              <dt>{t.software.license}</dt>
              <dd>{item.license}</dd>
            </div>
          )}
        </dl>
        <LinkButtons links={links} />
        {projects.length > 0 && (
          <div className="related">
            <h3>{t.software.relatedAreas}</h3>
            <ul className="plain-list">
              {projects.map((p) => (
                <li key={p.id}>
                  <Link to={itemPath('projects', p.id)} {...fallback(p, 'title')}>{p.title}</Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        {publications.length > 0 && (
          <div className="related">
            <h3>{t.software.relatedPublications}</h3>
            <ul className="plain-list">
              {publications.map((p) => (
                <li key={p.id}>
                  <SafeLink href={p.url}>{p.title}</SafeLink>
                  {isDated(p.year) && <span className="muted"> ({p.year})</span>}
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
  const t = useMessages(ENGLISH);
  const content = useContent();
  const [technology, setTechnology] = useState(ALL);
  const technologies = useMemo(
    () => alphabetical(distinct(content.software.flatMap((s) => s.technologies))),
    [content.software],
  );
  const shown = content.software.filter((s) => technology === ALL || s.technologies.includes(technology));

  return (
    <ListPage title={t.software.title} kicker={t.software.kicker} section="software">
        <div role="search" className="filters" aria-label={t.software.filter}>
          <FilterSelect label={t.software.technology} allLabel={t.software.all} value={technology} options={technologies} onChange={setTechnology} />
        </div>
        {shown.length === 0 ? (
          <p className="empty">{t.software.none}</p>
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
