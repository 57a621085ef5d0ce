/**
 * Site health's "Items the studio cannot save": the forms' own rule and words (validateItem)
 * for a field left empty, the field to fix, and no second report of what every way in refuses
 * (a malformed ORCID iD, a year out of range, a missing alt text).
 */
import { describe, expect, it } from 'vitest';
import { checkContent, checkRefusedItems } from '../../shared/content/health';
import { emptyContent } from '../../shared/content/model/empty-content';
import { emptyLabProfile } from '../../shared/content/model/lab-profile';
import type { Content } from '../../shared/content/model/model';
import { contentRuleProblems } from '../../shared/content/model/content-rules';
import { MESSAGES, validateItem } from '../../shared/content/model/validation';
import { member, project, publication } from './content-fixtures';

const content = (fields: Partial<Content>): Content => ({ ...emptyContent(emptyLabProfile('Lab', 'University')), ...fields });
const rows = (c: Content, today = '2026-06-01') => checkRefusedItems(c, { today }).map((p) => [p.target.kind, p.target.id, p.fieldLabel, p.message]);

describe('items the studio cannot save', () => {
  it("lists each item with a field its form requires left empty, with the form's message, as a warning", () => {
    const c = content({
      publications: [publication({ id: 'ok' }), publication({ id: 'no-venue', journal: '' }), publication({ id: 'undated', year: null as never }), publication({ id: 'no-authors', authors: [] })],
      teamMembers: [member({ id: 'orcid', orcid: '1234' })],
      projects: [project({ id: 'no-discipline', category: [] })],
    });
    expect(rows(c)).toEqual([
      ['projects', 'no-discipline', 'Disciplines', MESSAGES.projectRequired],
      ['publications', 'no-venue', 'Journal', MESSAGES.requiredFields],
      ['publications', 'undated', 'Year', MESSAGES.requiredFields],
      ['publications', 'no-authors', 'Authors', MESSAGES.atLeastOneAuthor],
    ]);
    expect(checkRefusedItems(c, { today: '2026-06-01' }).every((p) => p.severity === 'warning' && p.check === 'refused-item')).toBe(true);
    // The malformed ORCID iD is refused on every way in instead (an error), with the form's words.
    expect(contentRuleProblems(c).map((p) => [p.id, p.message])).toEqual([['orcid', validateItem('teamMembers', c.teamMembers[0]!)]]);
  });

  it("asks for a year outside the form's range, judged by the day of the check, and no way in refuses it", () => {
    const c = content({ publications: [publication({ id: 'future', year: 2031 }), publication({ id: 'origin', year: 1859 })] });
    expect(rows(c, '2026-06-01')).toEqual([['publications', 'origin', 'Year', 'Year must be between 1900 and 2031']]);
    expect(rows(c, '2025-06-01')).toEqual([
      ['publications', 'future', 'Year', 'Year must be between 1900 and 2030'],
      ['publications', 'origin', 'Year', 'Year must be between 1900 and 2030'],
    ]);
    expect(contentRuleProblems(c)).toEqual([]);
  });

  it('leaves a missing alt text to the alt-text check (one report, not two)', () => {
    const c = content({ projects: [project({ id: 'pictured', image: '/assets/projects/p.svg', imageAlt: undefined })] });
    expect(rows(c)).toEqual([]);
    expect(checkContent(c, { today: '2026-06-01' }).filter((p) => p.target.kind === 'projects' && p.check === 'alt-text')).toHaveLength(1);
  });
});
