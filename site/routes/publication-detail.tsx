/**
 * A publication's own page (/publications/{id}): everything about the paper and a Cite
 * block. Its head (site/heads) gives Google Scholar its citation_* tags and a ScholarlyArticle JSON-LD.
 */
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../shared/ui/site-link';
import { isDated } from '../../shared/content/scholarly/publication-year';
import { bareDoi, doiUrl } from '../../shared/content/read/urls';
import { useContent } from '../../shared/ui/content-context';
import { editableField, editableItem } from '../../shared/ui/editable';
import { AuthorList } from '../components/author-list';
import { CiteFigures } from '../components/cite-figures';
import { NotFoundMessage } from '../components/not-found-message';
import { CitedBy, PaperLinks, preprintLinks } from '../components/publication-extras';
import { paperLink } from '../components/publication-item';
import { relatedOfPublication } from '../../shared/content/read/relations';
import { RelatedLinks } from '../components/related-links';
import { usePage } from '../router/page-context';
import { useMessages } from '../i18n/language';
import { publication } from '../i18n/en/publication';
import { publications } from '../i18n/en/publications';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { publication, publications };

const LazyCitePanel = lazy(() => import('../components/cite-panel'));

export default function PublicationDetail() {
  const t = useMessages(ENGLISH);
  const { id = '' } = useParams();
  const content = useContent();
  const { cite } = usePage().data;
  const pub = content.publications.find((p) => p.id === id);
  if (!pub) return <NotFoundMessage message={t.notFound.publication} back={{ to: '/publications', label: t.publication.back }} />;

  const doi = doiUrl(pub.doi);
  const paper = paperLink(pub);
  const { projects, software } = relatedOfPublication(content, pub);

  return (
    <main className="publication-page" {...editableItem('publications', pub.id)}>
      <header className="page-header">
        <div className="container">
          <Link to="/publications" className="back-link">
            {t.publication.back}
          </Link>
          <p className="page-header__kicker">{[pub.type, isDated(pub.year) ? String(pub.year) : ''].filter(Boolean).join(' · ')}</p>
          <h1 className="page-header__title publication-page__title" {...editableField('title')}>
            {pub.title}
          </h1>
          {pub.authors.length > 0 && (
            <p className="publication-page__authors">
              <AuthorList pub={pub} members={content.teamMembers} />
            </p>
          )}
          <p className="publication-page__venue">
            {pub.journal && <em>{pub.journal}</em>}
            {pub.journal && isDated(pub.year) && ', '}
            {isDated(pub.year) && pub.year}
          </p>
          <ul className="link-row">
            {doi && (
              <li>
                <a href={doi} className="button button--small" target="_blank" rel="noopener noreferrer">
                  DOI: {bareDoi(pub.doi!)}
                </a>
              </li>
            )}
            {paper && (
              <li>
                <a href={paper} className="button button--small" target="_blank" rel="noopener noreferrer">
                  {t.publication.readPaper}
                </a>
              </li>
            )}
            {preprintLinks(pub, t).map((link) => (
              <li key={link.href}>
                <a href={link.href} className="button button--small" target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
            <PaperLinks pub={pub} className="button button--small" item />
          </ul>
        </div>
      </header>

      <div className="container page stack-lg publication-page__body">
        {pub.abstract && (
          <section aria-labelledby="abstract-title" className="prose">
            <h2 id="abstract-title">{t.publication.abstract}</h2>
            {pub.abstract.split(/\n\s*\n/).map((paragraph, index) => (
              <p key={index} {...(index === 0 ? editableField('abstract') : {})}>
                {paragraph}
              </p>
            ))}
          </section>
        )}

        <dl className="publication-facts">
          <dt>{t.publication.type}</dt>
          <dd>{pub.type || '—'}</dd>
          {isDated(pub.year) && (
            <>
              <dt>{t.publication.year}</dt>
              <dd>{pub.year}</dd>
            </>
          )}
          {pub.journal && (
            <>
              <dt>{t.publication.venue}</dt>
              <dd>{pub.journal}</dd>
            </>
          )}
          {pub.citedBy && (
            <>
              <dt>{t.publication.citations}</dt>
              <dd>
                <CitedBy pub={pub} className="publication-page__cited" />
              </dd>
            </>
          )}
          {pub.keywords.length > 0 && (
            <>
              <dt>{t.publication.keywords}</dt>
              <dd>
                <ul className="keyword-list">
                  {pub.keywords.map((keyword) => (
                    <li key={keyword} className="publication__type">
                      {keyword}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
        </dl>

        <RelatedLinks id="areas-title" title={t.publication.researchAreas} kind="projects" items={projects} name={(project) => project.title} />
        <RelatedLinks id="software-title" title={t.publication.software} kind="software" items={software} name={(item) => item.name} />

        <section aria-labelledby="cite-title" className="cite cite--open">
          <h2 id="cite-title">{t.publication.cite}</h2>
          <Suspense fallback={null}>
            {/* A visitor's page data carries the texts; an editor's browser makes them from its own paper. */}
            {cite ? <CiteFigures {...cite} /> : <LazyCitePanel pub={pub} />}
          </Suspense>
        </section>
      </div>
    </main>
  );
}
