/** One course on its own page (/teaching/{id}, docs/decisions/086): its code, term and level, who teaches it, the description and the links. */
import { MemberLinks } from '../components/member-links';
import { useParams } from 'react-router-dom';
import { itemPath } from '../../shared/content/model/collection-facts';
import { instructorsOf, termOf } from '../../shared/content/read/teaching';
import { useContent } from '../../shared/ui/content-context';
import { editableField, editableItem } from '../../shared/ui/editable';
import { Prose } from '../../shared/ui/prose';
import { SafeLink } from '../../shared/ui/safe-link';
import { Link } from '../../shared/ui/site-link';
import { NotFoundMessage } from '../components/not-found-message';
import { useFallbackLang, useMessages } from '../i18n/language';
import { teaching as teachingWords } from '../i18n/en/teaching';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { teaching: teachingWords };

export default function CourseDetail() {
  const t = useMessages(ENGLISH);
  const fallback = useFallbackLang();
  const { id = '' } = useParams();
  const { teaching, teamMembers, projects } = useContent();
  const course = teaching.find((item) => item.id === id);
  if (!course) return <NotFoundMessage message={t.notFound.course} back={{ to: '/teaching', label: t.teaching.back }} />;
  const term = termOf(course.starts);
  const instructors = instructorsOf(teamMembers, course);
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
        <ul className="link-row">
          {links.map((link) => (
            <li key={link.label}>
              <SafeLink href={link.href} className="button button--small" fallback={null}>
                {link.label}
              </SafeLink>
            </li>
          ))}
        </ul>
        {project && (
          <p className="talk__project">
            {t.teaching.project}:{' '}
            <Link to={itemPath('projects', project.id)} {...fallback(project, 'title')}>
              {project.title}
            </Link>
          </p>
        )}
      </article>
    </main>
  );
}
