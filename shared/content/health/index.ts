/**
 * Site health (docs/decisions/048): every check over the content in one call. Pure, so the
 * studio runs it on the working copy in the browser and `npm run check:content` on the
 * repository's content, with the same results.
 */
import type { Content } from '../model';
import { checkExternalUrls } from './links';
import { checkAltText, checkDuplicatePublications, checkImageSizes, checkJobExpiry, checkMemberDetails, checkProjectMembers, checkPublicationDetails } from './quality';
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

/** Problems grouped by check, in the order of CHECK_TITLES, without empty groups. */
export function groupByCheck(problems: readonly HealthProblem[]): { check: CheckId; title: string; problems: HealthProblem[] }[] {
  return (Object.keys(CHECK_TITLES) as CheckId[])
    .map((check) => ({ check, title: CHECK_TITLES[check], problems: problems.filter((p) => p.check === check) }))
    .filter((group) => group.problems.length > 0);
}

/** One line of a text report: "error  Project "X" · Image alt text: message". */
export function problemLine(problem: HealthProblem): string {
  const where = problem.target.kind === 'settings' ? problem.item : `${problem.target.kind} "${problem.item}" (${problem.target.id})`;
  return `${problem.severity === 'error' ? 'error  ' : 'warning'}  ${where} · ${problem.fieldLabel}: ${problem.message}`;
}
