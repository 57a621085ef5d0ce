import { describe, expect, it } from 'vitest';
import { changeCountText, diffText, reviewChanges, reviewMarkdown } from '../../shared/content/review/review';
import { seedContent } from '../fixtures/content/seed';
import { asPublished, gitBlobSha, planPublish, sourceFiles, unpublishedCount } from '../../shared/export/publish';
import { SETTINGS_PATH, sourcePath } from '../../shared/export/source';
import { mapAssets, PNG } from './export-fixtures';

const published = () => asPublished(seedContent());

describe('change review', () => {
  it('is empty for unchanged content, and the export form of the seed equals the published files', async () => {
    expect(reviewChanges(published(), published())).toEqual({ sections: [], count: 0 });
    const plan = await planPublish(seedContent(), seedContent(), mapAssets({}));
    expect(plan.changedFiles).toEqual([]);
    expect(plan.uploads).toEqual([]);
    expect(unpublishedCount(plan)).toBe(0);
    expect(reviewMarkdown(plan.review, [])).toContain('Nothing to publish.');
  });

  it('lists an added publication, a changed project title (old -> new) and a removed news item, with titles', () => {
    const seed = seedContent();
    const current = seedContent();
    current.publications = [
      ...current.publications,
      { ...current.publications[0]!, id: 'pub-new', title: 'A Brand New Paper', year: 2026 },
    ];
    current.projects[1] = { ...current.projects[1]!, title: 'Renamed Project' };
    const removed = current.newsItems.splice(2, 1)[0]!;
    const review = reviewChanges(asPublished(seed), asPublished(current));
    expect(review.count).toBe(3);
    const sections = Object.fromEntries(review.sections.map((s) => [s.key, s]));
    expect(sections.publications!.changes).toEqual([
      { type: 'added', id: 'pub-new', title: 'A Brand New Paper', fields: [] },
    ]);
    expect(sections.projects!.changes).toEqual([
      {
        type: 'changed',
        id: seed.projects[1]!.id,
        title: 'Renamed Project',
        fields: [{ field: 'title', label: 'title', before: seed.projects[1]!.title, after: 'Renamed Project' }],
      },
    ]);
    expect(sections.newsItems!.changes).toEqual([
      { type: 'removed', id: removed.id, title: removed.title, fields: [] },
    ]);
    const markdown = reviewMarkdown(review, ['public/assets/team/x.png']);
    expect(markdown).toContain('### Projects');
    expect(markdown).toContain(`title: ${seed.projects[1]!.title} → Renamed Project`);
    expect(markdown).toContain(`**Removed:** ${removed.title}`);
    expect(markdown).toContain('- `public/assets/team/x.png`');
  });

  it('shows long texts as a word diff and ignores the last-updated stamp', () => {
    const seed = seedContent();
    const current = seedContent();
    const description = seed.projects[0]!.description;
    current.projects[0] = {
      ...current.projects[0]!,
      description: description.replace(/^(\S+)/, 'Rewritten'),
      _lastUpdated: 123,
    };
    const [change] = reviewChanges(asPublished(seed), asPublished(current)).sections[0]!.changes;
    expect(change!.fields.map((f) => f.field)).toEqual(['description']);
    const diff = change!.fields[0]!.diff!;
    expect(diff[0]).toEqual({ op: 'remove', text: description.split(' ')[0] });
    expect(diff[1]).toEqual({ op: 'add', text: 'Rewritten' });
    expect(diff.slice(2).every((p) => p.op === 'same')).toBe(true);
  });

  it('diffs words and keeps the spacing', () => {
    expect(diffText('the quick brown fox', 'the slow brown fox jumps')).toEqual([
      { op: 'same', text: 'the ' },
      { op: 'remove', text: 'quick' },
      { op: 'add', text: 'slow' },
      { op: 'same', text: ' brown fox' },
      { op: 'add', text: ' jumps' },
    ]);
    const parts = diffText('a\nb\nc', 'a\nB\nc');
    expect(parts.map((p) => p.text).join('')).toBe('a\nbB\nc');
  });

  it('lists the settings: featured items by title, team image and position, topic colours', () => {
    const seed = seedContent();
    const current = seedContent();
    current.featuredItems = { ...current.featuredItems, newsItemId: seed.newsItems[4]!.id };
    current.teamImage = 'https://images.example/team.jpg';
    current.teamImagePosition = 'top';
    const topic = Object.keys(current.topicColorRegistry)[0]!;
    current.topicColorRegistry = {
      ...current.topicColorRegistry,
      [topic]: { name: topic, color: 'hsl(12, 70%, 80%)', hue: 12 },
    };
    const review = reviewChanges(asPublished(seed), asPublished(current));
    expect(review.count).toBe(3);
    const sections = Object.fromEntries(review.sections.map((s) => [s.key, s]));
    expect(sections.featuredItems!.changes[0]!.fields[0]).toMatchObject({
      before: seed.newsItems[0]!.title,
      after: seed.newsItems[4]!.title,
    });
    expect(sections.teamImage!.changes[0]!.fields).toEqual([
      {
        field: 'image',
        label: 'image',
        before: seed.teamImage,
        after: 'https://images.example/team.jpg',
        diff: undefined,
      },
      { field: 'position', label: 'position', before: 'center', after: 'top', diff: undefined },
    ]);
    expect(sections.topicColorRegistry!.changes[0]).toMatchObject({
      type: 'changed',
      title: topic,
      fields: [{ field: 'color' }, { field: 'hue', after: '12' }],
    });
  });

  it('notices a new order of the same items', () => {
    const current = seedContent();
    current.teamMembers = [...current.teamMembers].reverse();
    const review = reviewChanges(published(), asPublished(current));
    expect(review.sections).toEqual([{ key: 'teamMembers', label: 'Team members', changes: [], reordered: true }]);
    expect(changeCountText(review.count)).toBe('1 unpublished change');
  });

  it('counts uploads and lists exactly the changed files', async () => {
    const current = seedContent();
    current.teamMembers[0] = { ...current.teamMembers[0]!, imageUrl: 'asset:team/member-1-new.png' };
    current.teamImagePosition = 'bottom';
    const plan = await planPublish(
      current,
      seedContent(),
      mapAssets({ 'team/member-1-new.png': { bytes: PNG, type: 'image/png' } }),
    );
    expect(plan.changedFiles.map((f) => f.path)).toEqual([sourcePath('teamMembers'), SETTINGS_PATH]);
    expect(plan.uploads.map((f) => f.path)).toEqual(['public/assets/team/member-1-new.png']);
    expect(unpublishedCount(plan)).toBe(3);
    expect(changeCountText(3)).toBe('3 unpublished changes');
  });
});

describe('git blob ids', () => {
  it('match git hash-object', async () => {
    // `printf 'hello\n' | git hash-object --stdin`
    expect(await gitBlobSha(new TextEncoder().encode('hello\n'))).toBe('ce013625030ba8dba906f756967f9e9ca394464a');
    const { execFileSync } = await import('node:child_process');
    const { readFileSync } = await import('node:fs');
    const file = new URL(`../fixtures/content/${SETTINGS_PATH.replace('shared/content/', '')}`, import.meta.url);
    const fromGit = execFileSync('git', ['hash-object', '--no-filters', file.pathname], { encoding: 'utf8' }).trim();
    expect(await gitBlobSha(new Uint8Array(readFileSync(file)))).toBe(fromGit);
  });

  it('the published files are the repository files', async () => {
    const { readFileSync } = await import('node:fs');
    for (const [path, text] of sourceFiles(published())) {
      expect(text, path).toBe(readFileSync(new URL(`../fixtures/content/${path.replace('shared/content/', '')}`, import.meta.url), 'utf8'));
    }
  });
});
