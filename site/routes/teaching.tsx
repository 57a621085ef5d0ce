/** The teaching (docs/decisions/086): courses grouped by term, newest term first; each links to its own page. */
import { itemPath } from '../../shared/content/model/collection-facts';
import { coursesByTerm, instructorsOf } from '../../shared/content/read/teaching';
import { useContent } from '../../shared/ui/content-context';
import { editableField, editableItem } from '../../shared/ui/editable';
import { MemberLinks } from '../components/member-links';
import { Link } from '../../shared/ui/site-link';
import { PageHeader } from '../components/page-header';
import { useFallbackLang, useMessages } from '../i18n/language';
import { teaching as teachingWords } from '../i18n/en/teaching';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { teaching: teachingWords };

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
                  const instructors = instructorsOf(teamMembers, course);
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
