/**
 * Parts an item shows under its text (on a talk's, a course's or an event's page, in a software
 * entry): its links as a row of buttons (an empty address shows none), and the research area it
 * belongs to.
 */
import { itemPath } from '../../shared/content/model/collection-facts';
import type { Project } from '../../shared/content/model/schemas';
import { SafeLink } from '../../shared/ui/safe-link';
import { Link } from '../../shared/ui/site-link';
import { useFallbackLang } from '../i18n/language';

export function LinkButtons({ links }: { links: readonly { label: string; href: string }[] }) {
  return (
    <ul className="link-row">
      {links.map((link) => (
        <li key={link.label}>
          <SafeLink href={link.href} className="button button--small" fallback={null}>
            {link.label}
          </SafeLink>
        </li>
      ))}
    </ul>
  );
}

export function RelatedProject({ project, label, className }: { project: Project | undefined; label: string; className: string }) {
  const fallback = useFallbackLang();
  if (!project) return null;
  return (
    <p className={className}>
      {label}:{' '}
      <Link to={itemPath('projects', project.id)} {...fallback(project, 'title')}>
        {project.title}
      </Link>
    </p>
  );
}
