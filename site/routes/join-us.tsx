/** Join Our Team (SPEC §2): open positions only, a type filter and the apply-button priority. */
import { labProfileOf } from '../../shared/content/lab-profile';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { jobTypeLabel } from '../../shared/content/operations';
import type { JobOpening } from '../../shared/content/schemas';
import { formatDate } from '../../shared/content/text';
import { mailtoUrl, safeUrl } from '../../shared/content/urls';
import { useContent } from '../../shared/ui/content-context';
import { ALL, distinct, FilterSelect } from '../components/filter-select';
import { PageHeader, PageIntro } from '../components/page-header';
import { describe, type HeadFn } from '../head';
import { jobPostingLd } from '../structured-data';
import { editableField, editableItem } from '../../shared/ui/editable';

/** Apply Now (application URL), else Apply via Email (mailto), else Contact Us to Apply. */
function ApplyButton({ job }: { job: JobOpening }) {
  const application = safeUrl(job.applicationUrl);
  if (application) {
    return (
      <a className="button button--primary" href={application} target="_blank" rel="noopener noreferrer">
        Apply Now
      </a>
    );
  }
  const mail = mailtoUrl(job.contactEmail, `Application for ${job.title}`);
  if (mail) {
    return (
      <a className="button button--primary" href={mail}>
        Apply via Email
      </a>
    );
  }
  return (
    <Link className="button button--primary" to="/contact">
      Contact Us to Apply
    </Link>
  );
}

function JobCard({ job, projectTitle }: { job: JobOpening; projectTitle: string | null }) {
  return (
    <article className="card job-card" {...editableItem('jobOpenings', job.id, { anchor: true })}>
      <div className="card__body">
        <h3 className="card__title" {...editableField('title')}>
          {job.title}
        </h3>
        <p className="job-card__facts">
          <span className="badge">{jobTypeLabel(job.type)}</span>
          <span>{job.location}</span>
          <span>
            Project:{' '}
            {projectTitle && job.projectId ? <Link to={`/projects/${job.projectId}`}>{projectTitle}</Link> : 'General'}
          </span>
        </p>
        <p className="card__text" {...editableField('description')}>
          {job.description}
        </p>
        {job.requirements.length > 0 && (
          <>
            <h4 className="job-card__subhead">Requirements</h4>
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
        <div>
          <ApplyButton job={job} />
        </div>
      </div>
    </article>
  );
}

export default function JoinUs() {
  const { jobOpenings, projects } = useContent();
  const [type, setType] = useState(ALL);
  const open = useMemo(() => jobOpenings.filter((job) => job.isOpen), [jobOpenings]);
  const types = useMemo(
    () => distinct(open.map((job) => job.type)).map((t) => ({ value: t, label: jobTypeLabel(t) })),
    [open],
  );
  const shown = open.filter((job) => type === ALL || job.type === type);

  return (
    <main>
      <PageHeader title="Join Our Team" kicker="Careers">
        <PageIntro section="joinUs" />
      </PageHeader>
      <div className="container page">
        <div className="section__head">
          <h2>Open Positions</h2>
          <form className="filters filters--inline" aria-label="Filter positions" onSubmit={(e) => e.preventDefault()}>
            <FilterSelect
              label="Position type"
              allLabel="All Positions"
              value={type}
              options={types}
              onChange={setType}
            />
          </form>
        </div>
        {shown.length === 0 ? (
          <div className="empty-state">
            <p>There are no open positions matching your selection at the moment.</p>
            <p>
              Please check back later, or <Link to="/contact">contact us</Link> with your CV if you would like to work
              with us.
            </p>
          </div>
        ) : (
          <ul className="job-list">
            {shown.map((job) => (
              <li key={job.id}>
                <JobCard job={job} projectTitle={projects.find((p) => p.id === job.projectId)?.title ?? null} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}

export const head: HeadFn = (content, _params, site) => {
  const open = content.jobOpenings.filter((job) => job.isOpen);
  return {
    title: 'Join Us',
    description: describe(
      open.length > 0
        ? `Open positions at the ${labProfileOf(content).name}: ${open.map((job) => job.title).join('; ')}.`
        : `Open positions at the ${labProfileOf(content).name}.`,
    ),
    // Only open positions are job postings (closed ones must not be advertised to search engines).
    jsonLd: open.map((job) => jobPostingLd(site, job, labProfileOf(content))),
  };
};
