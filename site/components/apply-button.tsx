import type { JobOpening } from '../../shared/content/schemas';
import { mailtoUrl, safeUrl } from '../../shared/content/urls';
import { Link } from '../../shared/ui/site-link';

/** Apply Now (application URL), else Apply via Email (mailto), else Contact Us to Apply (SPEC §2). */
export function ApplyButton({ job }: { job: JobOpening }) {
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
