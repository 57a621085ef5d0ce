/**
 * One open position on its own page (/join-us/{id}/): a shareable address per posting and
 * the page that carries its JobPosting markup (one posting per page, as Google's job-posting
 * guidelines ask). A closed or unknown position is "not found" and kept out of indexes.
 */
import { useParams } from 'react-router-dom';
import { isJobOpen } from '../../shared/content/expiry';
import { labProfileOf } from '../../shared/content/lab-profile';
import { jobTypeLabel } from '../../shared/content/queries';
import { formatDate, paragraphs } from '../../shared/content/text';
import { useContent } from '../../shared/ui/content-context';
import { editableField, editableItem } from '../../shared/ui/editable';
import { Link } from '../../shared/ui/site-link';
import { ApplyButton } from '../components/apply-button';
import { NotFoundMessage } from '../components/not-found-message';
import { useToday } from '../components/use-today';
import { describe, type HeadFn } from '../head';
import { jobPostingLd } from '../structured-data';

export default function JobDetail() {
  const { id = '' } = useParams();
  const { jobOpenings, projects } = useContent();
  const today = useToday();
  const job = jobOpenings.find((j) => j.id === id && isJobOpen(j, today));
  if (!job) return <NotFoundMessage message="Position not found" back={{ to: '/join-us', label: 'Open positions' }} />;
  const project = job.projectId ? projects.find((p) => p.id === job.projectId) : undefined;

  return (
    <main>
      <article className="container page job-page" {...editableItem('jobOpenings', job.id)}>
        <Link to="/join-us" className="back-link">
          All open positions
        </Link>
        <p className="eyebrow">{jobTypeLabel(job.type)}</p>
        <h1 {...editableField('title')}>{job.title}</h1>
        <p className="job-card__facts">
          <span>{job.location}</span>
          <span>Project: {project ? <Link to={`/projects/${project.id}`}>{project.title}</Link> : 'General'}</span>
        </p>
        <div className="prose" {...editableField('description')}>
          {paragraphs(job.description).map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </div>
        {job.requirements.length > 0 && (
          <>
            <h2>Requirements</h2>
            <ul className="requirements">
              {job.requirements.map((requirement, index) => (
                <li key={index}>{requirement}</li>
              ))}
            </ul>
          </>
        )}
        <p className="job-card__dates">
          <span>Posted: {formatDate(job.postedDate)}</span>
          {job.closingDate && <span>Apply by: {formatDate(job.closingDate)}</span>}
        </p>
        <p>
          <ApplyButton job={job} />
        </p>
      </article>
    </main>
  );
}

export const head: HeadFn = (content, params, site, today = __BUILD_DATE__) => {
  const job = content.jobOpenings.find((j) => j.id === params.id && isJobOpen(j, today));
  if (!job) return { title: 'Position not found', noindex: true };
  return {
    title: job.title,
    description: describe(job.description),
    // The one JobPosting of this position (the list page carries none).
    jsonLd: [jobPostingLd(site, job, labProfileOf(content))],
  };
};
