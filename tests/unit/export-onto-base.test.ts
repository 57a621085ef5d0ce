/**
 * A pull request holds only the editor's changes applied to the base branch's current files:
 * two editors who started from the same published content, each opening a pull request, keep
 * both their work whichever is merged first (against the local fake of GitHub).
 */
import { describe, expect, it } from 'vitest';
import { seedContent } from '../fixtures/content/seed';
import type { Content } from '../../shared/content/model/model';
import { createGitHubClient, openPullRequest } from '../../shared/export/github';
import { applyOntoBase, contentOfFiles, readBranchFiles } from '../../shared/export/onto-base';
import { asPublished, sourceFiles } from '../../shared/export/publish';
import { sourcePath } from '../../shared/export/source';
import { createFakeGitHub, mergeLines } from '../fixtures/fake-github';

const API = 'http://127.0.0.1:4792';
const repoFiles = () => Object.fromEntries(sourceFiles(asPublished(seedContent())));
type Edit = (content: Content) => void;
const retitle = (index: number, title: string): Edit => (content) => {
  content.projects[index] = { ...content.projects[index]!, title };
};
const restatus = (index: number): Edit => (content) => {
  content.projects[index] = { ...content.projects[index]!, status: 'completed' };
};

/** An editor whose copy started from the seed opens a pull request with `edit`. */
async function editorPublishes(fake: ReturnType<typeof createFakeGitHub>, edit: Edit, branch: string) {
  const started = seedContent();
  const mine = seedContent();
  edit(mine);
  const client = createGitHubClient({ apiUrl: API, token: fake.token, fetch: fake.fetch });
  const target = { owner: fake.owner, repo: fake.repo, base: 'main' };
  const files = await readBranchFiles(client, target);
  const applied = applyOntoBase(started, asPublished(mine), files);
  expect(applied.clashes).toEqual([]);
  const result = await openPullRequest(client, {
    target,
    published: applied.replaced,
    changedFiles: applied.changedFiles,
    uploads: [],
    branch,
    title: branch,
    body: '',
  });
  expect(result.status).toBe('opened');
  return { applied, number: result.status === 'opened' ? result.number : 0 };
}

const projectsOnMain = (fake: ReturnType<typeof createFakeGitHub>) => {
  const { content } = contentOfFiles(new Map(Object.entries(fake.filesOf('main'))));
  return content.projects!;
};

describe('changes applied onto the base branch’s current files', () => {
  it('reads the branch through the contents API and commits only the files this editor changed', async () => {
    const fake = createFakeGitHub({ files: repoFiles() });
    const { applied } = await editorPublishes(fake, retitle(0, 'A’s title'), 'studio/a');
    expect(applied.changedFiles.map((file) => file.path)).toEqual([sourcePath('projects')]);
    expect(fake.requests.some((request) => request.method === 'GET' && request.path.startsWith(`/repos/${fake.owner}/${fake.repo}/contents/`))).toBe(true);
  });

  it('a pull request opened after a colleague’s was merged carries the colleague’s work, not a stale copy', async () => {
    const fake = createFakeGitHub({ files: repoFiles() });
    const a = await editorPublishes(fake, retitle(1, 'A’s title'), 'studio/a');
    expect(fake.mergePullRequest(a.number).status).toBe(200);
    await editorPublishes(fake, retitle(0, 'B’s title'), 'studio/b');
    const projects = fake.filesOf('studio/b')[sourcePath('projects')]!;
    expect(projects).toContain('A’s title');
    expect(projects).toContain('B’s title');
  });

  for (const order of [
    [0, 1],
    [1, 0],
  ]) {
    it(`different projects, both pull requests open, merged in the order ${order.join(', ')}: both editors’ work stays`, async () => {
      const fake = createFakeGitHub({ files: repoFiles() });
      const prs = [await editorPublishes(fake, retitle(0, 'A’s title'), 'studio/a'), await editorPublishes(fake, retitle(3, 'B’s title'), 'studio/b')];
      for (const index of order) expect(fake.mergePullRequest(prs[index]!.number).status).toBe(200);
      const projects = projectsOnMain(fake);
      expect(projects[0]!.title).toBe('A’s title');
      expect(projects[3]!.title).toBe('B’s title');
    });

    it(`one project’s different fields, merged in the order ${order.join(', ')}: both fields stay`, async () => {
      const fake = createFakeGitHub({ files: repoFiles() });
      const prs = [await editorPublishes(fake, retitle(2, 'A’s title'), 'studio/a'), await editorPublishes(fake, restatus(2), 'studio/b')];
      for (const index of order) expect(fake.mergePullRequest(prs[index]!.number).status).toBe(200);
      const projects = projectsOnMain(fake);
      expect(projects[2]).toMatchObject({ title: 'A’s title', status: 'completed' });
    });
  }

  it('a field a colleague published differently since is a clash: nothing to commit until the editor chooses', () => {
    const started = seedContent();
    const mine = seedContent();
    retitle(0, 'B’s title')(mine);
    const branch = seedContent();
    retitle(0, 'A’s title')(branch);
    const applied = applyOntoBase(started, asPublished(mine), new Map(sourceFiles(asPublished(branch))));
    expect(applied.clashes).toEqual([{ key: 'projects', id: started.projects[0]!.id, field: 'title' }]);
  });

  it('an unchanged data set keeps the branch’s newer file untouched', () => {
    const started = seedContent();
    const mine = seedContent();
    retitle(0, 'B’s title')(mine);
    const branch = seedContent();
    branch.newsItems = branch.newsItems.slice(1);
    const applied = applyOntoBase(started, asPublished(mine), new Map(sourceFiles(asPublished(branch))));
    expect(applied.changedFiles.map((file) => file.path)).toEqual([sourcePath('projects')]);
  });
});

describe('the fake’s line-wise three-way merge', () => {
  it('joins changes apart from each other and refuses touching ones', () => {
    const origin = ['a', 'b', 'c', 'd', 'e'];
    expect(mergeLines(origin, ['A', 'b', 'c', 'd', 'e'], ['a', 'b', 'c', 'd', 'E'])).toEqual(['A', 'b', 'c', 'd', 'E']);
    expect(mergeLines(origin, ['A', 'b', 'c', 'd', 'e'], ['a', 'B', 'c', 'd', 'e'])).toBeNull();
  });
});
