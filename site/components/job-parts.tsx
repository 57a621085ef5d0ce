/**
 * The parts a position shows both in the Join Us list and on its own page, written once: the
 * project it belongs to, its requirements and its dates.
 */
import { itemPath } from '../../shared/content/model/collection-facts';
import type { JobOpening, Project } from '../../shared/content/model/schemas';
import { formatDate } from '../../shared/content/read/text';
import { Prose } from '../../shared/ui/prose';
import { Link } from '../../shared/ui/site-link';
import { useFallbackLang, useMessages } from '../i18n/language';
import { jobs } from '../i18n/en/jobs';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { jobs };

/** "Project: {title}" linking to the project, or "Project: General". */
export function JobProject({ job, project }: { job: JobOpening; project: Pick<Project, 'id' | 'title'> | undefined }) {
  const t = useMessages(ENGLISH);
  const fallback = useFallbackLang();
  return (
    <span>
      {t.jobs.project}{' '}
      {project && job.projectId ? <Link to={itemPath('projects', project.id)} {...fallback(project, 'title')}>{project.title}</Link> : t.jobs.general}
    </span>
  );
}

/** The requirements under a heading of the given level (none when there are none). */
export function JobRequirements({ job, heading: Heading, headingClass }: { job: JobOpening; heading: 'h2' | 'h4'; headingClass?: string }) {
  const t = useMessages(ENGLISH);
  const fallback = useFallbackLang();
  if (job.requirements.length === 0) return null;
  return (
    <>
      <Heading className={headingClass}>{t.jobs.requirements}</Heading>
      <ul className="requirements" {...fallback(job, 'requirements')}>
        {job.requirements.map((requirement, index) => (
          <li key={index}>
            <Prose text={requirement} inline />
          </li>
        ))}
      </ul>
    </>
  );
}

/** "Posted: …" and, when it has one, "Apply by: …". */
export function JobDates({ job }: { job: JobOpening }) {
  const t = useMessages(ENGLISH);
  return (
    <p className="job-card__dates">
      <span>{t.jobs.posted(formatDate(job.postedDate, t.locale))}</span>
      {job.closingDate && <span>{t.jobs.applyBy(formatDate(job.closingDate, t.locale))}</span>}
    </p>
  );
}
