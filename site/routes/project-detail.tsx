/** Project detail (docs/product.md §2): header, paragraphs, methods, topics, team, software, publications. */
import { HIGH_PRIORITY } from '../../shared/ui/high-priority';
import { withVariants } from '../../shared/ui/responsive-image';
import { itemPath } from '../../shared/content/model/collection-facts';
import { imgAlt } from '../../shared/content/media/img-alt';
import { useState, type CSSProperties } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../shared/ui/site-link';
import { membersOfProject, publicationsOfProject, softwareOfProject } from '../../shared/content/read/relations';
import { formatDate } from '../../shared/content/read/text';
import { Prose } from '../../shared/ui/prose';
import { resolveTopicColor } from '../../shared/content/read/topic-color';
import { categoriesOf } from '../../shared/content/edit/lists';
import { topicGradient } from '../../shared/ui/colors';
import { useContent } from '../../shared/ui/content-context';
import { isUsableImage } from '../../shared/ui/project-card';
import { TopicTag } from '../../shared/ui/topic-tag';
import { useAssetUrl } from '../../shared/ui/use-asset-url';
import { EmojiRow } from '../components/emoji-row';
import { NotFoundMessage } from '../components/not-found-message';
import { PublicationItem } from '../components/publication-item';
import { editableField, editableItem } from '../../shared/ui/editable';
import { RelatedLinks } from '../components/related-links';
import { useFallbackLang, useMessages } from '../i18n/language';
import { project } from '../i18n/en/project';
import { ListedItems } from '../components/listed-items';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { project };

export default function ProjectDetail() {
  const t = useMessages(ENGLISH);
  const fallback = useFallbackLang();
  const { id = '' } = useParams();
  const content = useContent();
  const project = content.projects.find((p) => p.id === id);
  const src = useAssetUrl(project && isUsableImage(project.image) ? project.image : null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!project)
    return <NotFoundMessage message={t.notFound.project} back={{ to: '/projects', label: t.project.back }} />;

  const colors = project.topics.map((topic) => resolveTopicColor(content.topicColorRegistry, project, topic));
  const showImage = src !== null && failedSrc !== src;
  const gradient = topicGradient(colors);
  // Pastel topic gradients carry dark text; the default blue carries white. An image sits beside
  // the title on the default blue, never under it (docs/decisions/020).
  const tone = showImage ? 'image' : gradient ? 'topics' : 'default';
  // Topic colours are the content's own (checked); the brand's gradient is the stylesheet's.
  const headerStyle: CSSProperties | undefined = !showImage && gradient ? { background: gradient } : undefined;
  const members = membersOfProject(content, project);
  const unmatched = project.team.filter((name) => !members.some((m) => m.name === name));
  const software = softwareOfProject(content, project);
  const publications = publicationsOfProject(content, project);
  const references = project.publications.filter((ref) => !content.publications.some((pub) => pub.id === ref));
  const categories = categoriesOf(project);

  return (
    <main {...editableItem('projects', project.id)}>
      <header className="detail-hero" style={headerStyle} data-tone={tone}>
        <div className="container detail-hero__inner">
          <div className="detail-hero__text">
            <Link to="/projects" className="back-link">
              {t.project.back}
            </Link>
            <EmojiRow codes={project.emojiHexcodes} size={56} />
            <h1 className="detail-hero__title" {...editableField('title')} {...fallback(project, 'title')}>
              {project.title}
            </h1>
            <p className="detail-hero__meta">
              <span className="badge">{project.status === 'completed' ? t.project.completed : t.project.ongoing}</span>
              {project.startDate && <span>{t.project.since(formatDate(project.startDate, t.locale))}</span>}
              {project.status === 'completed' && project.endDate && <span>{t.project.until(formatDate(project.endDate, t.locale))}</span>}
            </p>
          </div>
          {/* The page's main image: fetched first, and the page's script waits for it (public/boot.js). */}
          {showImage &&
            withVariants(
              project.image,
              // 34rem beside the title; the page's width on a phone (site/styles/pages-research.css).
              '(max-width: 800px) 100vw, 34rem',
              <img
                className="detail-hero__image"
                src={src}
                alt={imgAlt(project.imageAlt)}
                {...HIGH_PRIORITY}
                {...fallback(project, 'imageAlt')}
                onError={() => setFailedSrc(src)}
              />,
            )}
        </div>
      </header>

      <div className="container page detail-layout">
        <div className="prose" {...editableField('description')} {...fallback(project, 'description')}>
          <Prose text={project.description} headingBase={2} />
        </div>

        <aside className="detail-aside">
          {project.topics.length > 0 && (
            <section aria-labelledby="methods-title">
              <h2 id="methods-title">{t.project.methods}</h2>
              <ul className="tag-list">
                {project.topics.map((topic, index) => (
                  <li key={topic}>
                    <TopicTag name={topic} color={colors[index]!} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {categories.length > 0 && (
            <section aria-labelledby="topics-title">
              <h2 id="topics-title">{t.project.topics}</h2>
              <ul className="tag-list">
                {categories.map((category) => (
                  <li key={category} className="tag">
                    {category}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {(members.length > 0 || unmatched.length > 0) && (
            <section aria-labelledby="team-title">
              <h2 id="team-title">{t.project.team}</h2>
              <ul className="plain-list">
                {members.map((member) => (
                  <li key={member.id}>
                    <Link to={itemPath('teamMembers', member.id)}>{member.name}</Link>
                    <span className="muted" {...fallback(member, 'role')}> · {member.role}</span>
                  </li>
                ))}
                {unmatched.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </section>
          )}
          <RelatedLinks id="software-title" title={t.project.software} kind="software" items={software} name={(item) => item.name} />
          <ListedItems target="projects" id={project.id} />
        </aside>

        {(publications.length > 0 || references.length > 0) && (
          <section className="detail-publications" aria-labelledby="pubs-title">
            <h2 id="pubs-title">{t.project.publications}</h2>
            <ul className="publication-list">
              {publications.map((pub) => (
                <li key={pub.id}>
                  <PublicationItem pub={pub} />
                </li>
              ))}
              {references.map((ref) => (
                <li key={ref} className="publication">
                  {ref}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </main>
  );
}
