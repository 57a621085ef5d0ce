import { describe, expect, it } from 'vitest';
import { teamMemberSchema, type TeamMember } from '../../shared/content/model/schemas';
import { roleGroupOf, teamSections } from '../../shared/content/read/team';
import { avatarColor, nameColor, whiteContrast } from '../../site/components/member-avatar';
import { generateSource } from '../../shared/export/source';

const member = (id: string, role: string, extra: Partial<TeamMember> = {}): TeamMember => ({
  id,
  name: `Person ${id}`,
  role,
  bio: '',
  imageUrl: '',
  color: '#00749F',
  projects: [],
  email: '',
  ...extra,
});

describe('team grouping by role', () => {
  it('places the seed roles in academic order', () => {
    expect(
      [
        'Administration',
        'Master Student',
        'Student Research Assistant',
        'Visiting Doctoral Researcher',
        'Doctoral Researcher',
        'Postdoctoral Researcher',
        'Principal Investigator',
      ].map((role) => roleGroupOf(role).key),
    ).toEqual(['admin', 'students', 'students', 'visiting', 'doctoral', 'postdoc', 'lead']);
  });

  it('orders groups academically, keeps the manual order within a group, and puts unknown roles before Administration', () => {
    const members = [
      member('a', 'Master Student'),
      member('b', 'Administration'),
      member('c', 'Doctoral Researcher'),
      member('d', 'Lab Dog'),
      member('e', 'Principal Investigator'),
      member('f', 'Doctoral Researcher'),
      member('g', 'Visiting Doctoral Researcher'),
      member('h', 'Postdoctoral Researcher'),
    ];
    const { groups, alumni } = teamSections(members);
    expect(groups.map((g) => [g.heading, g.members.map((m) => m.id).join('')])).toEqual([
      ['Principal Investigator', 'e'],
      ['Postdoctoral Researchers', 'h'],
      ['Doctoral Researchers', 'cf'],
      ['Visiting Researchers', 'g'],
      ['Students and Research Assistants', 'a'],
      ['Further Team Members', 'd'],
      ['Administration', 'b'],
    ]);
    expect(alumni).toEqual([]);
  });

  it('lists alumni apart, most recent end year first, and never in a role group', () => {
    const { groups, alumni } = teamSections([
      member('a', 'Doctoral Researcher', { alumni: true, alumniYear: 2021 }),
      member('b', 'Doctoral Researcher'),
      member('c', 'Postdoctoral Researcher', { alumni: true }),
      member('d', 'Master Student', { alumni: true, alumniYear: 2024 }),
    ]);
    expect(groups.flatMap((g) => g.members.map((m) => m.id))).toEqual(['b']);
    expect(alumni.map((m) => m.id)).toEqual(['d', 'a', 'c']);
  });
});

describe('alumni fields in the schema and export', () => {
  it('are absent unless set, so an unchanged member exports as before', () => {
    const parsed = teamMemberSchema.parse(member('m', 'Doctoral Researcher'));
    expect('alumni' in parsed).toBe(false);
    expect(generateSource('teamMembers', [parsed])).not.toContain('alumni');
  });
  it('keep a flag and end year, and drop junk', () => {
    expect(teamMemberSchema.parse({ ...member('m', 'x'), alumni: true, alumniYear: 2023 })).toMatchObject({
      alumni: true,
      alumniYear: 2023,
    });
    const junk = teamMemberSchema.parse({ ...member('m', 'x'), alumni: 'yes', alumniYear: 'soon' });
    expect(junk.alumni).toBeUndefined();
    expect(junk.alumniYear).toBeUndefined();
  });
});

describe('default avatar colour', () => {
  it("keeps the member's colour when white initials are readable on it", () => {
    expect(avatarColor({ name: 'Ada', color: '#00749F' })).toBe('#00749F');
  });
  it('derives a colour from the name for black, the too-light form colour and non-hex values', () => {
    expect(avatarColor({ name: 'Ada', color: '#000000' })).toBe(nameColor('Ada'));
    expect(avatarColor({ name: 'Ada', color: '#00AAFF' })).toBe(nameColor('Ada'));
    expect(nameColor('Ada')).not.toBe(nameColor('Alan'));
  });
  it('derived colours give white text at least 4.5:1 for every hue', () => {
    // Convert hsl(h 48% 31%) to hex and measure, for every hue the hash can produce.
    for (let h = 0; h < 360; h += 1) {
      const s = 0.48;
      const l = 0.31;
      const f = (n: number) => {
        const k = (n + h / 30) % 12;
        const c = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
        return Math.round(c * 255)
          .toString(16)
          .padStart(2, '0');
      };
      expect(whiteContrast(`#${f(0)}${f(8)}${f(4)}`)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
