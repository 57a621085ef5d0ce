/**
 * /admin/health: every problem the site-health checks find in the working copy, grouped by
 * check, each with the item, the field and a Fix link that opens the item's form with that
 * field focused. Errors are listed one by one; warnings of one kind make one line with their
 * count that opens to their list. The same checks run in CI as `npm run check:content`
 * (docs/decisions/048).
 */
import { ScreenHeader } from '../form-shell';
import { RouterLink as Link } from '../../ui/router-link';
import { groupByCheck, kindLine, summarize, type HealthEntry, type HealthProblem } from '../../content/health';
import { ENTITY_LABELS } from '../../content/model/model';
import { capitalize, editPath, SCREEN_PATHS } from '../paths';
import { useSiteHealth } from './use-site-health';
import './health.css';

/** Where a Fix link goes: the item's edit form, or the settings screen it lives on. */
export function fixPath(problem: HealthProblem): string {
  const { target } = problem;
  if (target.kind === 'settings') return { featuredItems: SCREEN_PATHS.featured, teamImage: SCREEN_PATHS.teamImage, labProfile: SCREEN_PATHS.labProfile }[target.id];
  return editPath(target.kind, target.id);
}

const kindLabel = (problem: HealthProblem) => (problem.target.kind === 'settings' ? 'Setting' : capitalize(ENTITY_LABELS[problem.target.kind].singular));

export function healthSummaryText(problems: readonly HealthProblem[]): string {
  const { errors, warnings } = summarize(problems);
  if (errors + warnings === 0) return 'No problems found';
  return `${errors} ${errors === 1 ? 'error' : 'errors'}, ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`;
}

function ProblemRow({ problem }: { problem: HealthProblem }) {
  return (
    <li className={`studio-health-row studio-health-${problem.severity}`}>
      <span className={`studio-badge studio-badge-${problem.severity === 'error' ? 'error' : 'warning'}`}>{problem.severity === 'error' ? 'Error' : 'Warning'}</span>
      <span className="studio-health-text">
        <span className="studio-health-item">
          {kindLabel(problem)} <strong>{problem.item}</strong> · {problem.fieldLabel}
        </span>
        <span className="studio-health-message">{problem.message}</span>
      </span>
      <Link className="studio-link studio-health-fix" to={fixPath(problem)} state={{ focusField: problem.fieldLabel }} aria-label={`Fix ${problem.fieldLabel} of ${problem.item}`}>
        Fix
      </Link>
    </li>
  );
}

/** Warnings of one kind: one line with their count, opening to a row per item. */
function KindRow({ entry }: { entry: Extract<HealthEntry, { type: 'kind' }> }) {
  return (
    <li className="studio-health-kind">
      <details>
        <summary className="studio-health-row">
          <span className="studio-badge studio-badge-warning">Warning</span>
          <span className="studio-health-text">
            <span className="studio-health-item">{kindLine(entry)}</span>
            <span className="studio-health-message">{entry.fieldLabel}</span>
          </span>
        </summary>
        <ul className="studio-health-list studio-health-sublist" aria-label={kindLine(entry)}>
          {entry.problems.map((problem, index) => (
            <ProblemRow key={`${problem.target.id}-${index}`} problem={problem} />
          ))}
        </ul>
      </details>
    </li>
  );
}

export function HealthScreen() {
  const problems = useSiteHealth();
  const groups = groupByCheck(problems);
  return (
    <div className="studio-page">
      <ScreenHeader title="Site health" />
      <p className="studio-health-summary" role="status">
        {healthSummaryText(problems)}.{' '}
        <span className="studio-hint">Errors should be fixed before publishing; warnings are worth a look. The same checks run on every pull request.</span>
      </p>
      {groups.map((group) => (
        <section key={group.check} className="studio-health-group" aria-labelledby={`health-${group.check}`}>
          <h2 id={`health-${group.check}`}>
            {group.title} <span className="studio-count">({group.problems.length})</span>
          </h2>
          <ul className="studio-health-list">
            {group.entries.map((entry, index) =>
              entry.type === 'problem' ? (
                <ProblemRow key={`${entry.problem.target.id}-${entry.problem.field}-${index}`} problem={entry.problem} />
              ) : (
                <KindRow key={entry.key} entry={entry} />
              ),
            )}
          </ul>
        </section>
      ))}
    </div>
  );
}
