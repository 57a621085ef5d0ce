/** The home hero's buttons and figures, as the lab profile sets them. */
import type { HeroFigure, LabProfile } from '../../shared/content/lab-profile';
import type { Content } from '../../shared/content/model';
import { SafeLink } from '../../shared/ui/safe-link';

const FIGURE_LABELS: Record<HeroFigure, string> = {
  projects: 'Research areas',
  publications: 'Publications',
  teamMembers: 'People',
  software: 'Open-source tools',
  newsItems: 'News',
  openPositions: 'Open positions',
};

function figureCount(content: Content, figure: HeroFigure): number {
  return figure === 'openPositions' ? content.jobOpenings.filter((job) => job.isOpen).length : content[figure].length;
}

export function HeroButton({ button, className }: { button: LabProfile['home']['primaryButton']; className: string }) {
  if (!button.label.trim() || !button.target.trim()) return null;
  return (
    <SafeLink href={button.target} className={className} fallback={null}>
      {button.label}
    </SafeLink>
  );
}

/** The counts the profile asks for; a figure of zero is left out (an empty site shows none). */
export function HeroFigures({ figures, content }: { figures: readonly HeroFigure[]; content: Content }) {
  const shown = figures.map((figure) => [FIGURE_LABELS[figure], figureCount(content, figure)] as const).filter(([, count]) => count > 0);
  if (shown.length === 0) return null;
  return (
    <dl className="hero__facts">
      {shown.map(([label, count]) => (
        <div key={label} className="hero__fact">
          <dt>{label}</dt>
          <dd>{count}</dd>
        </div>
      ))}
    </dl>
  );
}
