import { describe, expect, it } from 'vitest';
import { checkContent, externalWebUrls, groupByCheck, summarize, type CheckId } from '../../shared/content/health';
import { checkExternalUrls } from '../../shared/content/health/links';
import {
  checkAltText,
  checkDuplicatePublications,
  checkImageSizes,
  checkJobExpiry,
  checkMemberDetails,
  checkProjectMembers,
  checkPublicationDetails,
} from '../../shared/content/health/quality';
import { checkReferences } from '../../shared/content/health/references';
import { normalizeContent } from '../../shared/content/model/normalize';
import { seedContent } from '../fixtures/content/seed';
import { HEALTH_EXPECTED, HEALTH_TODAY, healthContent, pngDataUrl } from '../fixtures/health-content';
import { collaborator, content, funding, job, member, news, project, publication, software } from './content-fixtures';

const today = '2026-11-20';

describe('alt text', () => {
  it('an image without alt text is an error; decorative ("") and described images are not', () => {
    const problems = checkAltText(
      content({
        projects: [project({ id: 'a', image: '/x.png' }), project({ id: 'b', image: '/x.png', imageAlt: '' }), project({ id: 'c', image: '/x.png', imageAlt: 'A chart' }), project({ id: 'd' })],
        collaborators: [collaborator({ id: 'e', logo: '/logo.png' })],
        teamMembers: [member({ id: 'f', imageUrl: '/p.png', imageAlt: '   ' })],
      }),
    );
    // In the order of the data sets (team, projects, …, collaborators).
    expect(problems.map((p) => [p.target.id, p.field, p.fieldLabel, p.severity])).toEqual([
      ['f', 'imageAlt', 'Image alt text', 'error'],
      ['a', 'imageAlt', 'Image alt text', 'error'],
      ['e', 'logoAlt', 'Logo alt text', 'error'],
    ]);
  });

  it('a news item with emojis shows no image, so needs no alt text', () => {
    expect(checkAltText(content({ newsItems: [news({ imageUrl: '/x.png', emojiHexcodes: ['1F680'] })] }))).toEqual([]);
    expect(checkAltText(content({ newsItems: [news({ imageUrl: '/x.png' })] }))).toHaveLength(1);
  });
});

describe('job expiry', () => {
  it('flags an open job past its closing date and one closing within 14 days; closed and far-off jobs are fine', () => {
    const problems = checkJobExpiry(
      content({
        jobOpenings: [
          job({ id: 'past', closingDate: '2026-11-19' }),
          job({ id: 'soon', closingDate: '2026-12-04' }),
          job({ id: 'today', closingDate: '2026-11-20' }),
          job({ id: 'later', closingDate: '2026-12-05' }),
          job({ id: 'closed', isOpen: false, closingDate: '2020-01-01' }),
          job({ id: 'none' }),
        ],
      }),
      { today },
    );
    expect(problems.map((p) => [p.target.id, p.message])).toEqual([
      ['past', 'Closed on 2026-11-19: the site no longer shows it. Close it, or move the closing date'],
      ['soon', 'Closes in 14 days (2026-12-04)'],
      ['today', 'Closes today'],
    ]);
    expect(problems.every((p) => p.severity === 'warning' && p.fieldLabel === 'Closing date')).toBe(true);
  });
});

describe('broken internal links', () => {
  it('finds ids that point nowhere and team names not in the team', () => {
    const problems = checkReferences(
      content({
        teamMembers: [member({ id: 'm', name: 'Ada Lovelace', projects: ['p', 'p-gone'], publications: ['pub-gone'] })],
        projects: [project({ id: 'p', team: ['Ada Lovelace', 'Nobody Here'], publications: ['pub-001', 'pub-404', 'Smith (2020), a free reference'] })],
        publications: [publication({ id: 'pub-001', projectIds: ['p', 'x'], softwareIds: ['s-gone'] })],
        software: [software({ id: 's', projectIds: [], projectId: 'y', publicationIds: ['pub-zzz'] })],
        jobOpenings: [job({ id: 'j', projectId: 'z' })],
        newsItems: [news({ id: 'n', author: 'Someone Else' })],
        featuredItems: { projectId: 'p', newsItemId: 'news-gone', publicationId: null },
      }),
    );
    expect(problems.map((p) => [p.target.id, p.field, p.severity, p.message])).toEqual([
      ['p', 'team', 'error', 'Team lists "Nobody Here", who is not in the team'],
      ['p', 'publications', 'error', 'Links to publication "pub-404", which does not exist'],
      ['m', 'projects', 'error', 'Links to project "p-gone", which does not exist'],
      ['m', 'publications', 'error', 'Links to publication "pub-gone", which does not exist'],
      ['pub-001', 'projectIds', 'error', 'Links to project "x", which does not exist'],
      ['pub-001', 'softwareIds', 'error', 'Links to software "s-gone", which does not exist'],
      ['s', 'projectIds', 'error', 'Links to project "y", which does not exist'],
      ['s', 'publicationIds', 'error', 'Links to publication "pub-zzz", which does not exist'],
      ['j', 'projectId', 'error', 'Links to project "z", which does not exist'],
      ['n', 'author', 'warning', 'Author "Someone Else" is not in the team'],
      ['featuredItems', 'newsItemId', 'error', 'Features news item "news-gone", which does not exist (the home page shows the first one instead)'],
    ]);
  });
});

describe('external URLs', () => {
  it('malformed addresses are errors, http: is a warning, site paths, assets and embedded images are skipped', () => {
    const problems = checkExternalUrls(
      content({
        collaborators: [collaborator({ id: 'a', url: 'www.example.org' }), collaborator({ id: 'b', url: 'http://example.org', logo: '/assets/lab/x.svg' })],
        fundingSources: [funding({ id: 'c', url: ['javascript', 'alert(1)'].join(':') })],
        publications: [publication({ id: 'd', url: 'https://ok.example/paper' })],
        teamMembers: [member({ id: 'e', imageUrl: 'asset:team/e.png', website: 'https://exa mple.org' })],
        teamImage: 'http://photos.example/team.jpg',
      }),
    );
    expect(problems.map((p) => [p.target.id, p.field, p.severity])).toEqual([
      ['e', 'website', 'error'],
      ['a', 'url', 'error'],
      ['b', 'url', 'warning'],
      ['c', 'url', 'error'],
      ['teamImage', 'teamImage', 'warning'],
    ]);
  });

  it('lists each external web address once for the link check', () => {
    const c = content({ collaborators: [collaborator({ id: 'a', url: 'https://x.example' }), collaborator({ id: 'b', url: 'https://x.example', logo: 'not a url' })] });
    expect(externalWebUrls({ ...c, teamImage: '/assets/lab/team.svg' })).toEqual(['https://x.example']);
    expect(externalWebUrls(c)).not.toContain('not a url');
  });
});

describe('publications', () => {
  it('duplicates: same DOI (any spelling) or same title and year', () => {
    const problems = checkDuplicatePublications(
      content({
        publications: [
          publication({ id: 'a', title: 'Learning rules', doi: '10.5555/ABC' }),
          publication({ id: 'b', title: 'Other', doi: 'https://doi.org/10.5555/abc' }),
          publication({ id: 'c', title: 'Learning  Rules!', year: 2024 }),
          publication({ id: 'd', title: 'Learning rules', year: 2020 }),
        ],
      }),
    );
    expect(problems.map((p) => [p.target.id, p.field, p.message])).toEqual([
      ['b', 'doi', 'Same DOI as "Learning rules"'],
      ['c', 'title', 'Same title and year as "Learning rules"'],
    ]);
  });

  it('papers without DOI and URL, or without abstract', () => {
    const problems = checkPublicationDetails(
      content({ publications: [publication({ id: 'a', abstract: 'x' }), publication({ id: 'b', url: 'https://x.example', abstract: '' }), publication({ id: 'c', doi: '10.1/x', abstract: 'y' })] }),
    );
    expect(problems.map((p) => [p.target.id, p.field])).toEqual([
      ['a', 'doi'],
      ['b', 'abstract'],
    ]);
  });
});

describe('members and projects', () => {
  it('members without photo or bio; projects without members', () => {
    const c = content({
      teamMembers: [member({ id: 'a', imageUrl: '' }), member({ id: 'b', imageUrl: '/p.png', bio: ' ' }), member({ id: 'c', imageUrl: '/p.png' })],
      projects: [project({ id: 'p', team: [] }), project({ id: 'q', team: ['Ada Lovelace'] }), project({ id: 'r', team: [' '] })],
    });
    expect(checkMemberDetails(c).map((p) => [p.target.id, p.message])).toEqual([
      ['a', 'No photo'],
      ['b', 'No bio'],
    ]);
    expect(checkProjectMembers(c).map((p) => p.target.id)).toEqual(['p', 'r']);
  });
});

describe('oversized images', () => {
  it('flags an image more than twice the size high-density screens need, from known sizes or embedded bytes', () => {
    const c = content({
      collaborators: [collaborator({ id: 'a', logo: pngDataUrl(900, 2), logoAlt: 'A' }), collaborator({ id: 'b', logo: pngDataUrl(300, 2), logoAlt: 'B' })],
      teamMembers: [member({ id: 'm', imageUrl: 'asset:team/m.jpg', imageAlt: 'M' })],
    });
    expect(checkImageSizes(c, { today }).map((p) => p.target.id)).toEqual(['a']);
    const known = checkImageSizes(c, { today, imageSizes: { 'asset:team/m.jpg': { width: 3000, height: 2000 } } });
    expect(known.map((p) => [p.target.id, p.message])).toEqual([
      ['m', '3000×2000 px, shown at most 400 px wide: use an image of at most 800 px'],
      ['a', '900×2 px, shown at most 100 px wide: use an image of at most 200 px'],
    ]);
  });
});

describe('the whole check', () => {
  it('the seed has no errors', () => {
    expect(summarize(checkContent(normalizeContent(seedContent()), { today: '2026-11-20' })).errors).toBe(0);
  });

  it('the fixture has exactly one problem of each kind, at the expected item and field', () => {
    const problems = checkContent(healthContent(), { today: HEALTH_TODAY });
    const groups = groupByCheck(problems);
    expect(groups.map((g) => g.check).sort()).toEqual((Object.keys(HEALTH_EXPECTED) as CheckId[]).sort());
    for (const group of groups) {
      expect(group.problems, group.check).toHaveLength(1);
      expect([group.problems[0]!.item, group.problems[0]!.fieldLabel], group.check).toEqual([HEALTH_EXPECTED[group.check].item, HEALTH_EXPECTED[group.check].field]);
    }
    expect(problems[0]!.severity).toBe('error');
  });
});

describe("alt text of the site's own images", () => {
  it('the team image and the lab profile\'s logo and share image need alt text or the decorative choice', () => {
    const base = content({ teamImage: '/assets/lab/team.png' });
    const profile = { ...base.labProfile, logo: '/assets/lab/logo.png', shareImage: '/assets/share.png', home: { ...base.labProfile.home, teamImageAlt: undefined } };
    const problems = checkAltText({ ...base, labProfile: profile });
    expect(problems.map((p) => [p.target, p.field, p.fieldLabel])).toEqual([
      [{ kind: 'settings', id: 'teamImage' }, 'teamImageAlt', 'Image alt text'],
      [{ kind: 'settings', id: 'labProfile' }, 'logoAlt', 'Logo alt text'],
      [{ kind: 'settings', id: 'labProfile' }, 'shareImageAlt', 'Share image alt text'],
    ]);
    const described = { ...profile, logoAlt: '', shareImageAlt: 'The lab name', home: { ...profile.home, teamImageAlt: 'The team on the steps' } };
    expect(checkAltText({ ...base, labProfile: described })).toEqual([]);
    // Without images there is nothing to describe.
    expect(checkAltText({ ...base, teamImage: '', labProfile: { ...profile, logo: '', shareImage: '' } })).toEqual([]);
  });
});
