/** The tests' own content (tests/fixtures/content) is the example lab of the spec: its counts and rules. */
import { describe, expect, it } from 'vitest';
import { ENTITY_KINDS } from '../../shared/content/model/model';
import { seedContent } from '../fixtures/content/seed';

describe('seed content', () => {
  const seed = seedContent();

  it('has 6 projects, all ongoing', () => {
    expect(seed.projects).toHaveLength(6);
    expect(seed.projects.every((p) => p.status === 'ongoing')).toBe(true);
  });

  it('has 15 team members', () => {
    expect(seed.teamMembers).toHaveLength(15);
  });

  it('has about a dozen news items', () => {
    expect(seed.newsItems.length).toBeGreaterThanOrEqual(10);
    expect(seed.newsItems.length).toBeLessThanOrEqual(14);
  });

  it('has 4 funding sources and 4 software entries', () => {
    expect(seed.fundingSources).toHaveLength(4);
    expect(seed.software).toHaveLength(4);
  });

  it('has around 60 publications', () => {
    expect(seed.publications.length).toBeGreaterThanOrEqual(55);
    expect(seed.publications.length).toBeLessThanOrEqual(65);
  });

  it('has 4 job openings with exactly one open: a Student Research Assistant role', () => {
    expect(seed.jobOpenings).toHaveLength(4);
    const open = seed.jobOpenings.filter((j) => j.isOpen);
    expect(open).toHaveLength(1);
    expect(open[0]!.type).toBe('Student Research Assistant');
    expect(`${open[0]!.title} ${open[0]!.description}`).toContain('20 hours per month');
  });

  it('has some collaborators', () => {
    expect(seed.collaborators.length).toBeGreaterThan(0);
  });

  it('every seed id is unique within its list', () => {
    for (const kind of ENTITY_KINDS) {
      const ids = (seed[kind] as { id: string }[]).map((item) => item.id);
      expect(new Set(ids).size, kind).toBe(ids.length);
    }
  });

  it('team and project links are consistent (repair has nothing to do)', () => {
    for (const project of seed.projects) {
      for (const name of project.team) {
        const member = seed.teamMembers.find((m) => m.name === name);
        if (member) expect(member.projects, `${name} in ${project.id}`).toContain(project.id);
      }
    }
    for (const member of seed.teamMembers) {
      for (const id of member.projects) {
        const project = seed.projects.find((p) => p.id === id);
        expect(project, `${member.name} -> ${id}`).toBeDefined();
        expect(project!.team, `${member.name} in ${id}`).toContain(member.name);
      }
    }
  });

  it('every publication has authors written "LastName, F." and a year in range', () => {
    const max = new Date().getFullYear() + 5;
    for (const pub of seed.publications) {
      expect(pub.authors.length, pub.id).toBeGreaterThan(0);
      expect(pub.year, pub.id).toBeGreaterThanOrEqual(1900);
      expect(pub.year, pub.id).toBeLessThanOrEqual(max);
      for (const author of pub.authors) expect(author, pub.id).toMatch(/^[^,]+, (?:[A-Z][a-z]?\.[ -]?)+$/);
    }
  });

  it("authors match team members' surnames: most members have publications", () => {
    const authors = seed.teamMembers.filter((member) => {
      const surname = member.name.trim().split(/\s+/).pop()!;
      return seed.publications.some((p) => p.authors.some((a) => a.split(',')[0]!.trim() === surname));
    });
    expect(authors.length).toBeGreaterThanOrEqual(10);
  });

  it('project colours are the fixed gradient and emojis are at most 3, uppercase', () => {
    for (const project of seed.projects) {
      expect(project.color).toBe('linear-gradient(135deg, #00AAFF, #005580)');
      expect(project.emojiHexcodes.length).toBeLessThanOrEqual(3);
      for (const code of project.emojiHexcodes) expect(code).toBe(code.toUpperCase());
    }
  });
});
