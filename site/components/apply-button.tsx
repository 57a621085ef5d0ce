import type { JobOpening } from '../../shared/content/model/schemas';
import { mailtoUrl, safeUrl } from '../../shared/content/read/urls';
import { Link } from '../../shared/ui/site-link';
import { useMessages } from '../i18n/language';
import { jobs } from '../i18n/en/jobs';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { jobs };

/** Apply Now (application URL), else Apply via Email (mailto), else Contact Us to Apply (docs/product.md §2). */
export function ApplyButton({ job }: { job: JobOpening }) {
  const t = useMessages(ENGLISH);
  const application = safeUrl(job.applicationUrl);
  if (application) {
    return (
      <a className="button button--primary" href={application} target="_blank" rel="noopener noreferrer">
        {t.jobs.applyNow}
      </a>
    );
  }
  const mail = mailtoUrl(job.contactEmail, t.jobs.applicationSubject(job.title));
  if (mail) {
    return (
      <a className="button button--primary" href={mail}>
        {t.jobs.applyEmail}
      </a>
    );
  }
  return (
    <Link className="button button--primary" to="/contact">
      {t.jobs.applyContact}
    </Link>
  );
}
