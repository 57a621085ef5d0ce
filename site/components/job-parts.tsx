/**
 * The parts a position shows both in the Join Us list and on its own page, written once: the
 * project it belongs to, its requirements and its dates.
 */
import { itemPath } from '../../shared/content/collections';
import type { JobOpening, Project } from '../../shared/content/schemas';
import { formatDate } from '../../shared/content/text';
import { Link } from '../../shared/ui/site-link';

/** "Project: {title}" linking to the project, or "Project: General". */
export function JobProject({ job, project }: { job: JobOpening; project: Pick<Project, 'id' | 'title'> | undefined }) {
  return (
    <span>
      Project: {project && job.projectId ? <Link to={itemPath('projects', project.id)}>{project.title}</Link> : 'General'}
    </span>
  );
}

/** The requirements under a heading of the given level (none when there are none). */
export function JobRequirements({ job, heading: Heading, headingClass }: { job: JobOpening; heading: 'h2' | 'h4'; headingClass?: string }) {
  if (job.requirements.length === 0) return null;
  return (
    <>
      <Heading className={headingClass}>Requirements</Heading>
      <ul className="requirements">
        {job.requirements.map((requirement, index) => (
          <li key={index}>{requirement}</li>
        ))}
      </ul>
    </>
  );
}

/** "Posted: …" and, when it has one, "Apply by: …". */
export function JobDates({ job }: { job: JobOpening }) {
  return (
    <p className="job-card__dates">
      <span>Posted: {formatDate(job.postedDate)}</span>
      {job.closingDate && <span>Apply by: {formatDate(job.closingDate)}</span>}
    </p>
  );
}
