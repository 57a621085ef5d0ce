/**
 * Site health (docs/decisions/048): every check over the content in one call. Pure, so the
 * studio runs it on the working copy in the browser and `npm run check:content` on the
 * repository's content, with the same results.
 */
import { ENTITY_LABELS, type Content } from '../model/model';
import { checkExternalUrls } from './links';
import { checkAltText, checkDuplicatePublications, checkImageSizes, checkJobExpiry, checkMemberDetails, checkProjectMembers, checkPublicationDetails, checkTalkSlides, checkDeclared, checkEventStatus } from './quality';
import { checkReferences } from './references';
import { checkRefusedItems } from './refused';
import { CHECK_TITLES, type CheckId, type HealthOptions, type HealthProblem } from './types';

export * from './types';
export { contentUrls, externalWebUrls, URL_FIELDS } from './links';
export { checkRefusedItems } from './refused';

/** Every problem of the content, errors first, then in the order of the checks. */
export function checkContent(content: Content, options: HealthOptions): HealthProblem[] {
  const problems = [
    ...checkRefusedItems(content, options),
    ...checkAltText(content),
    ...checkJobExpiry(content, options),
    ...checkTalkSlides(content, options),
    ...checkDeclared(content, options),
    ...checkEventStatus(content, options),
    ...checkReferences(content),
    ...checkExternalUrls(content),
    ...checkDuplicatePublications(content),
    ...checkPublicationDetails(content),
    ...checkMemberDetails(content),
    ...checkProjectMembers(content),
    ...checkImageSizes(content, options),
  ];
  return [...problems.filter((p) => p.severity === 'error'), ...problems.filter((p) => p.severity === 'warning')];
}

export interface HealthSummary {
  errors: number;
  warnings: number;
}

export function summarize(problems: readonly HealthProblem[]): HealthSummary {
  const errors = problems.filter((p) => p.severity === 'error').length;
  return { errors, warnings: problems.length - errors };
}

/**
 * One line of a check's list: an error, or a warning alone of its kind, stands on its own; two
 * or more warnings of one kind (the same field and message on items of one kind: "No abstract"
 * on 212 publications) make one line with their count, which opens to the list. So hundreds of
 * thin records take one line each, and a warning of another kind stays in sight.
 */
export type HealthEntry =
  | { type: 'problem'; problem: HealthProblem }
  | { type: 'kind'; key: string; message: string; fieldLabel: string; noun: string; problems: HealthProblem[] };

/** The words for many items of a problem's kind ("publications", "news items"). */
function pluralOf(problem: HealthProblem): string {
  if (problem.target.kind === 'settings') return 'settings';
  const { singular, plural } = ENTITY_LABELS[problem.target.kind];
  if (plural.endsWith('s')) return plural;
  return singular.endsWith('item') ? `${singular}s` : `${singular} items`;
}

/** A check's problems as lines: errors one by one, first; then warnings, those of one kind together. */
export function healthEntries(problems: readonly HealthProblem[]): HealthEntry[] {
  const errors: HealthEntry[] = problems.filter((p) => p.severity === 'error').map((problem) => ({ type: 'problem', problem }));
  const kinds = new Map<string, HealthProblem[]>();
  for (const problem of problems) {
    if (problem.severity === 'error') continue;
    const key = [problem.check, problem.target.kind, problem.field, problem.summary ?? problem.message].join('\u0000');
    kinds.set(key, [...(kinds.get(key) ?? []), problem]);
  }
  const warnings = [...kinds].map(([key, members]): HealthEntry => {
    const first = members[0]!;
    if (members.length === 1) return { type: 'problem', problem: first };
    return { type: 'kind', key, message: first.summary ?? first.message, fieldLabel: first.fieldLabel, noun: pluralOf(first), problems: members };
  });
  return [...errors, ...warnings];
}

/** The line of a kind of warning: "No abstract — 212 publications". */
export function kindLine(entry: Extract<HealthEntry, { type: 'kind' }>): string {
  return `${entry.message} — ${entry.problems.length} ${entry.noun}`;
}

/** Problems grouped by check, in the order of CHECK_TITLES, without empty groups; each group's lines as `healthEntries` makes them. */
export function groupByCheck(
  problems: readonly HealthProblem[],
): { check: CheckId; title: string; problems: HealthProblem[]; entries: HealthEntry[] }[] {
  return (Object.keys(CHECK_TITLES) as CheckId[])
    .map((check) => {
      const own = problems.filter((p) => p.check === check);
      return { check, title: CHECK_TITLES[check], problems: own, entries: healthEntries(own) };
    })
    .filter((group) => group.problems.length > 0);
}

/** One line of a text report: "error  Project "X" · Image alt text: message". */
export function problemLine(problem: HealthProblem): string {
  const where = problem.target.kind === 'settings' ? problem.item : `${problem.target.kind} "${problem.item}" (${problem.target.id})`;
  return `${problem.severity === 'error' ? 'error  ' : 'warning'}  ${where} · ${problem.fieldLabel}: ${problem.message}`;
}
