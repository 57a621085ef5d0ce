/** The home hero's buttons and figures, as the lab profile sets them. */
import type { HeroFigure, LabProfile } from '../../shared/content/model/lab-profile';
import { openJobs } from '../../shared/content/read/expiry';
import { useCollectionSize, useContent, usePageTotals } from '../../shared/ui/content-context';
import { SafeLink } from '../../shared/ui/safe-link';
import { sectionOfPath } from '../../shared/content/read/sections';
import { useLabProfile, useShownSections } from '../../shared/ui/use-lab-profile';
import { useToday } from '../components/use-today';
import { useFallbackLang, useMessages } from '../i18n/language';
import { home } from '../i18n/en/home';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { home };


/**
 * The size of each figure's whole collection: a visitor's page holds only the featured items,
 * so the sizes come from its totals (open positions by the build day); an editor's from the store.
 */
function useFigureCounts(): Record<HeroFigure, number> {
  const content = useContent();
  const totals = usePageTotals();
  const today = useToday();
  return {
    projects: useCollectionSize('projects'),
    publications: useCollectionSize('publications'),
    teamMembers: useCollectionSize('teamMembers'),
    software: useCollectionSize('software'),
    newsItems: useCollectionSize('newsItems'),
    openPositions: totals?.jobOpenings ?? openJobs(content.jobOpenings, today).length,
  };
}

/** A button, unless it has no words or target, or leads to a section that is not listed (an empty one). */
export function HeroButton({ button, which, className }: { button: LabProfile['home']['primaryButton']; which: 'primaryButton' | 'secondaryButton'; className: string }) {
  const fallback = useFallbackLang();
  const profile = useLabProfile();
  const shown = useShownSections();
  const target = button.target.trim();
  if (!button.label.trim() || !target) return null;
  const section = target.startsWith('/') && !target.startsWith('//') ? sectionOfPath(target) : null;
  if (section && !shown.has(section)) return null;
  return (
    <SafeLink href={button.target} className={className} fallback={null} {...fallback(profile, `home.${which}.label`)}>
      {button.label}
    </SafeLink>
  );
}

/** The counts the profile asks for; a figure of zero is left out (an empty site shows none). */
export function HeroFigures({ figures }: { figures: readonly HeroFigure[] }) {
  const counts = useFigureCounts();
  const { home, locale } = useMessages(ENGLISH);
  const labels = home.figures;
  const shown = figures.map((figure) => [labels[figure], counts[figure]] as const).filter(([, count]) => count > 0);
  if (shown.length === 0) return null;
  return (
    <dl className="hero__facts" data-count={shown.length}>
      {shown.map(([label, count]) => (
        <div key={label} className="hero__fact">
          <dt>{label}</dt>
          <dd>{count.toLocaleString(locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
