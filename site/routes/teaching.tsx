/**
 * The teaching's pages (docs/decisions/086): the courses grouped by term, newest term first, each
 * linking to its own page (/teaching), and one course on its own page (/teaching/{id}): its code,
 * term and level, who teaches it, the description and the links. Both load as one module.
 */
import { LinkButtons, RelatedProject } from '../components/item-page-parts';
import { useParams } from 'react-router-dom';
import { itemPath } from '../../shared/content/model/collection-facts';
import { coursesByTerm, termOf } from './teaching.route';
import { membersByIds } from '../../shared/content/read/relations';
import { useContent } from '../../shared/ui/content-context';
import { editableField, editableItem } from '../../shared/ui/editable';
import { Prose } from '../../shared/ui/prose';
import { Link } from '../../shared/ui/site-link';
import { MemberLinks } from '../components/member-links';
import { NotFoundMessage } from '../components/not-found-message';
import { PageHeader } from '../components/page-header';
import { useFallbackLang, useMessages } from '../i18n/language';
import { teaching as teachingWords } from '../i18n/en/teaching';

// The English words of these pages' sections; another language's catalogue has its own.
const ENGLISH = { teaching: teachingWords };


/** The courses by term. */
export default function TeachingPage() {
  const t = useMessages(ENGLISH);
  const fallback = useFallbackLang();
  const { teaching, teamMembers } = useContent();
  const terms = coursesByTerm(teaching);
  return (
    <main>
      <PageHeader title={t.teaching.title} kicker={t.teaching.kicker}>
        <p>{t.teaching.intro}</p>
      </PageHeader>
      <div className="container page talks-page">
        {terms.length === 0 && <p className="muted">{t.teaching.none}</p>}
        {terms.map(([term, group]) => {
          const key = `term-${term?.key ?? 'none'}`;
          return (
            <section key={key} className="year-group" aria-labelledby={key}>
              <h2 id={key} className="year-group__year">
                {term ? t.teaching.term(term.season, term.year) : t.teaching.noTerm}
              </h2>
              <ul className="talk-list">
                {group.map((course) => {
                  const instructors = membersByIds(teamMembers, course.instructorIds);
                  return (
                    <li key={course.id} className="talk" {...editableItem('teaching', course.id)}>
                      <p className="talk__kind">
                        <span className="badge">{t.teaching.levels[course.level] ?? course.level}</span>
                      </p>
                      <h3 className="talk__title" {...editableField('title')}>
                        <Link to={itemPath('teaching', course.id)} {...fallback(course, 'title')}>
                          {course.title}
                        </Link>
                      </h3>
                      {course.code.trim() && <p className="talk__where">{course.code}</p>}
                      <MemberLinks members={instructors} label={t.teaching.instructors} className="talk__speakers" labelShown />
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </main>
  );
}

/** One course on its own page. */
export function CoursePage() {
  const t = useMessages(ENGLISH);
  const fallback = useFallbackLang();
  const { id = '' } = useParams();
  const { teaching, teamMembers, projects } = useContent();
  const course = teaching.find((item) => item.id === id);
  if (!course) return <NotFoundMessage message={t.teaching.notFound} back={{ to: '/teaching', label: t.teaching.back }} />;
  const term = termOf(course.starts);
  const instructors = membersByIds(teamMembers, course.instructorIds);
  const project = course.projectId ? projects.find((p) => p.id === course.projectId) : undefined;
  const links = [
    { label: t.teaching.syllabus, href: course.syllabusUrl },
    { label: t.teaching.materials, href: course.materialsUrl },
  ];
  const where = [course.code.trim(), term ? t.teaching.term(term.season, term.year) : ''].filter(Boolean).join(' · ');

  return (
    <main>
      <article className="container page talk-page" {...editableItem('teaching', course.id)}>
        <Link to="/teaching" className="back-link">
          {t.teaching.back}
        </Link>
        <p className="eyebrow">{t.teaching.levels[course.level] ?? course.level}</p>
        <h1 {...editableField('title')} {...fallback(course, 'title')}>
          {course.title}
        </h1>
        {where && <p className="talk__where">{where}</p>}
        <MemberLinks members={instructors} label={t.teaching.instructors} className="talk__speakers" labelShown />
        {course.description.trim() && (
          <section className="prose" aria-label={t.teaching.title} {...editableField('description')} {...fallback(course, 'description')}>
            <Prose text={course.description} headingBase={2} />
          </section>
        )}
        <LinkButtons links={links} />
        <RelatedProject project={project} label={t.teaching.project} className="talk__project" />
      </article>
    </main>
  );
}
