/**
 * Join Our Team (docs/product.md §2): open positions only, a type filter and the apply-button priority.
 * Each position also has its own page (/join-us/{id}/, site/routes/job-detail.tsx), which
 * carries its JobPosting markup: Google wants one posting per page, not a list.
 */
import { itemPath } from '../../shared/content/model/collection-facts';
import { useMemo, useState } from 'react';
import { Link } from '../../shared/ui/site-link';
import { openJobs } from '../../shared/content/read/expiry';
import { jobTypeLabel } from '../../shared/content/read/queries';
import type { JobOpening, Project } from '../../shared/content/model/schemas';
import { useContent } from '../../shared/ui/content-context';
import { Prose } from '../../shared/ui/prose';
import { ALL, distinct, FilterSelect } from '../components/filter-select';
import { ListPage } from '../components/page-header';
import { useToday } from '../components/use-today';
import { ApplyButton } from '../components/apply-button';
import { JobDates, JobProject, JobRequirements } from '../components/job-parts';
import { editableField, editableItem } from '../../shared/ui/editable';
import { useFallbackLang, useMessages } from '../i18n/language';
import { jobs } from '../i18n/en/jobs';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { jobs };

function JobCard({ job, project }: { job: JobOpening; project: Project | undefined }) {
  const fallback = useFallbackLang();
  return (
    <article className="card job-card" {...editableItem('jobOpenings', job.id, { anchor: true })}>
      <div className="card__body">
        <h3 className="card__title" {...editableField('title')} {...fallback(job, 'title')}>
          <Link to={itemPath('jobOpenings', job.id)}>{job.title}</Link>
        </h3>
        <p className="job-card__facts">
          <span className="badge">{jobTypeLabel(job.type)}</span>
          <span {...fallback(job, 'location')}>{job.location}</span>
          <JobProject job={job} project={project} />
        </p>
        <div className="card__prose" {...editableField('description')} {...fallback(job, 'description')}>
          <Prose text={job.description} headingBase={4} paragraphClassName="card__text" />
        </div>
        <JobRequirements job={job} heading="h4" headingClass="job-card__subhead" />
        <JobDates job={job} />
        <div>
          <ApplyButton job={job} />
        </div>
      </div>
    </article>
  );
}

export default function JoinUs() {
  const t = useMessages(ENGLISH);
  const { jobOpenings, projects } = useContent();
  const [type, setType] = useState(ALL);
  // Past its closing date a job is closed, even on a page built while it was open.
  const today = useToday();
  const open = useMemo(() => openJobs(jobOpenings, today), [jobOpenings, today]);
  const types = useMemo(
    () => distinct(open.map((job) => job.type)).map((t) => ({ value: t, label: jobTypeLabel(t) })),
    [open],
  );
  const shown = open.filter((job) => type === ALL || job.type === type);

  return (
    <ListPage title={t.jobs.title} kicker={t.jobs.kicker} section="joinUs">
        <div className="section__head">
          <h2>{t.jobs.open}</h2>
          <div role="search" className="filters filters--inline" aria-label={t.jobs.filter}>
            <FilterSelect label={t.jobs.type} allLabel={t.jobs.allTypes} value={type} options={types} onChange={setType} />
          </div>
        </div>
        {shown.length === 0 ? (
          <div className="empty-state">
            <p>{t.jobs.none}</p>
            <p>
              {t.jobs.checkBack} <Link to="/contact">{t.jobs.contactUs}</Link> {t.jobs.withCv}
            </p>
          </div>
        ) : (
          <ul className="job-list">
            {shown.map((job) => (
              <li key={job.id}>
                <JobCard job={job} project={projects.find((p) => p.id === job.projectId)} />
              </li>
            ))}
          </ul>
        )}
    </ListPage>
  );
}
