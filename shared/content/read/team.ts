/**
 * How the team page orders people (docs/decisions/020): by role in academic order, staff's
 * manual order kept within each group, alumni apart. Roles are free text (docs/product.md §3: "labels
 * only"), so a role is placed by the words it contains; a role no rule recognises goes to
 * "Further team members", after the students and before Administration.
 */
import type { LocalizedMarks } from '../model/languages';
import type { TeamMember } from '../model/schemas';

export interface RoleGroup {
  key: string;
  heading: string;
}

// Order matters twice: the list is the page order, and the first matching rule wins
// ("Visiting Doctoral Researcher" is visiting, not doctoral; "Student Research Assistant" a student).
const RULES: readonly (RoleGroup & { match: RegExp })[] = [
  {
    key: 'lead',
    heading: 'Principal Investigator',
    match: /principal investigator|\bPI\b|professor|group leader|lab head|head of lab/i,
  },
  { key: 'visiting', heading: 'Visiting Researchers', match: /visiting|guest/i },
  {
    key: 'postdoc',
    heading: 'Postdoctoral Researchers',
    match: /post-?doc|research fellow|senior researcher|research scientist/i,
  },
  { key: 'doctoral', heading: 'Doctoral Researchers', match: /doctoral|ph\.?\s?d|doctorate/i },
  {
    key: 'students',
    heading: 'Students and Research Assistants',
    match: /master|student|assistant|intern|bachelor|undergrad/i,
  },
  { key: 'admin', heading: 'Administration', match: /administrat|secretar|manager|coordinator|office/i },
];

const OTHER: RoleGroup = { key: 'other', heading: 'Further Team Members' };

/** Page order of the groups; "other" sits between the students and Administration. */
const ORDER = ['lead', 'postdoc', 'doctoral', 'visiting', 'students', 'other', 'admin'] as const;

export function roleGroupOf(role: string): RoleGroup {
  const rule = RULES.find((candidate) => candidate.match.test(role));
  return rule ? { key: rule.key, heading: rule.heading } : OTHER;
}

export interface TeamSections {
  groups: (RoleGroup & { members: TeamMember[] })[];
  alumni: TeamMember[];
}

/**
 * Current members grouped by role (empty groups left out), each group in the stored
 * order; alumni in stored order too, the most recent end year first.
 */
export function teamSections(members: readonly TeamMember[]): TeamSections {
  const byKey = new Map<string, RoleGroup & { members: TeamMember[] }>();
  const alumni: TeamMember[] = [];
  for (const member of members) {
    if (member.alumni) {
      alumni.push(member);
      continue;
    }
    // Grouped by the role as written in the default language, whichever language the page is in.
    const group = roleGroupOf((member as LocalizedMarks).defaults?.role ?? member.role);
    const entry = byKey.get(group.key) ?? { ...group, members: [] };
    entry.members.push(member);
    byKey.set(group.key, entry);
  }
  const groups = ORDER.flatMap((key) => {
    const group = byKey.get(key);
    return group ? [group] : [];
  });
  // A stable sort: alumni without a year keep their place after those with one.
  alumni.sort((a, b) => (b.alumniYear ?? 0) - (a.alumniYear ?? 0));
  return { groups, alumni };
}
