/**
 * One open position on its own page (/join-us/{id}/): a shareable address per posting and
 * the page that carries its JobPosting markup (one posting per page, as Google's job-posting
 * guidelines ask). A closed or unknown position is "not found" and kept out of indexes.
 */
import { useParams } from 'react-router-dom';
import { isJobOpen } from '../../shared/content/read/expiry';
import { jobTypeLabel } from '../../shared/content/read/queries';
import { Prose } from '../../shared/ui/prose';
import { useContent } from '../../shared/ui/content-context';
import { editableField, editableItem } from '../../shared/ui/editable';
import { Link } from '../../shared/ui/site-link';
import { ApplyButton } from '../components/apply-button';
import { JobDates, JobProject, JobRequirements } from '../components/job-parts';
import { NotFoundMessage } from '../components/not-found-message';
import { useToday } from '../components/use-today';
import { useFallbackLang, useMessages } from '../i18n/language';
import { jobs } from '../i18n/en/jobs';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { jobs };

export default function JobDetail() {
  const t = useMessages(ENGLISH);
  const fallback = useFallbackLang();
  const { id = '' } = useParams();
  const { jobOpenings, projects } = useContent();
  const today = useToday();
  const job = jobOpenings.find((j) => j.id === id && isJobOpen(j, today));
  if (!job) return <NotFoundMessage message={t.notFound.job} back={{ to: '/join-us', label: t.jobs.back }} />;
  const project = job.projectId ? projects.find((p) => p.id === job.projectId) : undefined;

  return (
    <main>
      <article className="container page job-page" {...editableItem('jobOpenings', job.id)}>
        <Link to="/join-us" className="back-link">
          {t.jobs.all}
        </Link>
        <p className="eyebrow">{jobTypeLabel(job.type)}</p>
        <h1 {...editableField('title')} {...fallback(job, 'title')}>{job.title}</h1>
        <p className="job-card__facts">
          <span {...fallback(job, 'location')}>{job.location}</span>
          <JobProject job={job} project={project} />
        </p>
        <div className="prose" {...editableField('description')} {...fallback(job, 'description')}>
          <Prose text={job.description} headingBase={2} />
        </div>
        <JobRequirements job={job} heading="h2" />
        <JobDates job={job} />
        <p>
          <ApplyButton job={job} />
        </p>
      </article>
    </main>
  );
}
