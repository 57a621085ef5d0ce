import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  id?: string;
}
interface Job {
  'runs-on': string;
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  concurrency?: { group: string; 'cancel-in-progress'?: boolean };
  outputs?: Record<string, string>;
  env?: Record<string, string>;
  environment?: { name: string; url?: string };
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  concurrency?: { group: string };
  jobs: Record<string, Job>;
}

const read = (name: string) =>
  parse(readFileSync(new URL(`../../.github/workflows/${name}`, import.meta.url), 'utf8')) as Workflow;
const scripts = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;
const runs = (job: Job) => job.steps.map((step) => step.run ?? '').join('\n');
const indexOfRun = (job: Job, text: string) => job.steps.findIndex((step) => step.run?.includes(text));

describe('CI workflow', () => {
  const ci = read('ci.yml');
  const job = Object.values(ci.jobs)[0]!;

  it('runs on pull requests', () => {
    expect(Object.keys(ci.on)).toContain('pull_request');
  });

  it('installs, typechecks, lints, runs the unit tests, builds and runs the end-to-end tests, in that order', () => {
    const order = [
      'npm ci',
      'npm run typecheck',
      'npm run lint',
      'npm run test:unit',
      'npm run build',
      'npx playwright test',
    ].map((text) => indexOfRun(job, text));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('uses only scripts package.json has', () => {
    for (const match of runs(job).matchAll(/npm run ([\w:-]+)/g)) expect(scripts, match[1]).toHaveProperty(match[1]!);
  });

  it('drives a Chromium the runner provides and points the build at the local fake GitHub API', () => {
    expect(runs(job)).toContain('CHROME_PATH=');
    expect(runs(job)).not.toMatch(/playwright install/);
    expect(job.env?.GITHUB_API_URL).toBe('http://127.0.0.1:4792');
    // The build needs a password; the tests log in with the development one.
    expect(job.env?.ADMIN_PASSWORD).toBe('studio-dev-password');
    expect(scripts['test:e2e']).toContain('GITHUB_API_URL=http://127.0.0.1:4792');
  });
});

describe('deploy workflow', () => {
  const deploy = read('deploy.yml');

  it('runs on pushes to main with the permissions Pages needs', () => {
    expect((deploy.on.push as { branches: string[] }).branches).toEqual(['main']);
    expect(deploy.permissions).toMatchObject({ pages: 'write', 'id-token': 'write', contents: 'read' });
  });

  it("builds the site with the lab's address and the admin password from the repository's settings", () => {
    const build = deploy.jobs.build!;
    const step = build.steps.find((s) => s.run?.includes('npm run build:site'))!;
    expect(step).toBeDefined();
    expect(step.env?.ADMIN_PASSWORD).toBe('${{ secrets.ADMIN_PASSWORD }}');
    expect(step.env?.SITE_URL).toContain('vars.SITE_URL');
    expect(step.env?.BASE_PATH).toBe('${{ vars.BASE_PATH }}');
    // A missing secret stops the deploy instead of shipping the development password.
    expect(step.run).toMatch(/if \[ -z "\$ADMIN_PASSWORD" \]; then[\s\S]*exit 1/);
    expect(build.steps.findIndex((s) => s.run === 'npm ci')).toBeLessThan(build.steps.indexOf(step));
  });

  it('uploads dist/site as the Pages artifact and deploys it', () => {
    const build = deploy.jobs.build!;
    const upload = build.steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'));
    expect(upload?.with?.path).toBe('dist/site');
    const job = deploy.jobs.deploy!;
    expect(job.needs).toBe('build');
    expect(job.environment?.name).toBe('github-pages');
    expect(job.steps.some((s) => s.uses?.startsWith('actions/deploy-pages@'))).toBe(true);
  });
});

describe('preview workflow', () => {
  const preview = read('preview.yml');
  const build = preview.jobs.build!;
  const publish = preview.jobs.publish!;

  it('runs for each pull request, on every new commit, with read-only rights where nothing is deployed', () => {
    expect(Object.keys(preview.on)).toEqual(['pull_request']);
    expect((preview.on.pull_request as { types: string[] }).types).toEqual(['opened', 'synchronize', 'reopened']);
    expect(preview.permissions).toEqual({ contents: 'read' });
    expect(build.permissions).toBeUndefined();
  });

  it("builds the pull request's own commit with its BASE_PATH under previews/pr-<number>/ of the Pages site", () => {
    const checkout = build.steps.find((s) => s.uses?.startsWith('actions/checkout@'))!;
    expect(checkout.with?.ref).toBe('${{ github.event.pull_request.head.sha }}');
    const address = build.steps.find((s) => s.id === 'address')!;
    expect(address.run).toContain('previews/pr-${NUMBER}/');
    expect(address.env?.NUMBER).toBe('${{ github.event.pull_request.number }}');
    const step = build.steps.find((s) => s.run?.includes('npm run build:site'))!;
    expect(step.env?.BASE_PATH).toBe('${{ steps.address.outputs.path }}');
    expect(step.env?.SITE_URL).toBe('${{ steps.address.outputs.url }}');
    // Never a known password in a published preview.
    expect(step.run).toMatch(/openssl rand/);
    expect(build.steps.findIndex((s) => s.run === 'npm ci')).toBeLessThan(build.steps.indexOf(step));
    for (const match of [...runs(build).matchAll(/npm run ([\w:-]+)/g), ...runs(publish).matchAll(/npm run ([\w:-]+)/g)])
      expect(scripts, match[1]).toHaveProperty(match[1]!);
  });

  it('keeps every preview as an artifact, forks included', () => {
    const upload = build.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'))!;
    expect(upload.with?.path).toBe('dist/site');
    expect(upload.with?.name).toBe('preview-pr-${{ github.event.pull_request.number }}');
  });

  it("publishes this repository's pull requests beside the live site, in the deploy workflow's queue", () => {
    expect(publish.needs).toBe('build');
    expect(publish.if).toContain('github.event.pull_request.head.repo.full_name == github.repository');
    expect(publish.if).toContain("vars.PREVIEWS != 'artifact'");
    expect(publish.permissions).toMatchObject({ pages: 'write', 'id-token': 'write', deployments: 'write' });
    expect(publish.concurrency?.group).toBe(read('deploy.yml').concurrency?.group ?? 'pages');
    const live = publish.steps.find((s) => s.run?.includes('npm run build:site'))!;
    expect(live.env?.BASE_PATH).toBe('${{ vars.BASE_PATH }}');
    const download = publish.steps.find((s) => s.uses?.startsWith('actions/download-artifact@'))!;
    expect(download.with?.path).toBe('dist/site/previews/pr-${{ github.event.pull_request.number }}');
    const order = ['actions/download-artifact@', 'actions/upload-pages-artifact@', 'actions/deploy-pages@'].map((prefix) =>
      publish.steps.findIndex((s) => s.uses?.startsWith(prefix)),
    );
    expect(order.every((index) => index > publish.steps.indexOf(live))).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("records a deployment of the head commit whose environment URL is the preview's address", () => {
    const record = publish.steps.find((s) => s.run?.includes('/deployments'))!;
    expect(publish.steps.indexOf(record)).toBeGreaterThan(publish.steps.findIndex((s) => s.uses?.startsWith('actions/deploy-pages@')));
    expect(record.env?.SHA).toBe('${{ github.event.pull_request.head.sha }}');
    expect(record.env?.PREVIEW_URL).toBe('${{ needs.build.outputs.url }}');
    expect(record.run).toMatch(/deployments\/\$\{id\}\/statuses/);
    expect(record.run).toContain('environment_url="$PREVIEW_URL"');
    expect(record.run).toContain('state=success');
    expect(build.outputs?.url).toBe('${{ steps.address.outputs.url }}');
  });
});

describe('publication sync workflow', () => {
  const sync = read('sync-publications.yml');
  const job = Object.values(sync.jobs)[0]!;

  it('runs weekly and on demand, with the permissions a pull request needs', () => {
    const schedule = sync.on.schedule as { cron: string }[];
    expect(schedule).toHaveLength(1);
    // Five fields, one fixed weekday: once a week.
    expect(schedule[0]!.cron.split(' ')).toHaveLength(5);
    expect(schedule[0]!.cron.split(' ')[4]).toMatch(/^[0-6]$/);
    expect(Object.keys(sync.on)).toContain('workflow_dispatch');
    expect(sync.permissions).toMatchObject({ contents: 'write', 'pull-requests': 'write' });
  });

  it('installs, runs sync:publications with its settings, then opens a pull request from the summary', () => {
    const install = indexOfRun(job, 'npm ci');
    const run = job.steps.find((step) => step.run?.includes('npm run sync:publications'))!;
    expect(install).toBeGreaterThanOrEqual(0);
    expect(job.steps.indexOf(run)).toBeGreaterThan(install);
    expect(scripts).toHaveProperty('sync:publications');
    expect(run.env?.CROSSREF_MAILTO).toBe('${{ vars.CROSSREF_MAILTO }}');
    expect(run.env?.CITATION_COUNTS).toBe('${{ vars.CITATION_COUNTS }}');
    expect(run.env?.LAB_ORCID_IDS).toBe('${{ vars.LAB_ORCID_IDS }}');
    const summary = /--summary "([^"]+)"/.exec(run.run!)?.[1];
    expect(summary).toBe('$RUNNER_TEMP/sync-summary.md');
    const pr = job.steps.find((step) => step.uses?.startsWith('peter-evans/create-pull-request@'))!;
    expect(job.steps.indexOf(pr)).toBeGreaterThan(job.steps.indexOf(run));
    expect(pr.with?.['body-path']).toBe('${{ runner.temp }}/sync-summary.md');
    // Only the generated data files go into the pull request (never the summary or anything else).
    expect(pr.with?.['add-paths']).toBe('shared/content/seed/*.ts');
    for (const match of runs(job).matchAll(/npm run ([\w:-]+)/g)) expect(scripts, match[1]).toHaveProperty(match[1]!);
  });

  it('the end-to-end build points every scholarly API at a local fake', () => {
    for (const setting of ['ORCID_API_URL=http://127.0.0.1:4793', 'DATACITE_API_URL=http://127.0.0.1:4794', 'OPENALEX_API_URL=http://127.0.0.1:4795'])
      expect(scripts['test:e2e']).toContain(setting);
    const ci = Object.values(read('ci.yml').jobs)[0]!;
    expect(ci.env?.ORCID_API_URL).toBe('http://127.0.0.1:4793/v3.0');
  });
});

describe('content checks in CI', () => {
  const ci = read('ci.yml');
  const job = Object.values(ci.jobs)[0]!;

  it('the CI workflow runs check:content on every pull request, before the tests', () => {
    expect(Object.keys(ci.on)).toContain('pull_request');
    const check = indexOfRun(job, 'npm run check:content');
    expect(check).toBeGreaterThan(indexOfRun(job, 'npm ci'));
    expect(check).toBeLessThan(indexOfRun(job, 'npm run test:unit'));
    expect(scripts['check:content']).toContain('scripts/check-content.ts');
  });

  it('the link check runs weekly and on demand, never on pull requests or pushes', () => {
    const links = read('check-links.yml');
    expect(Object.keys(links.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    expect((links.on.schedule as { cron: string }[])[0]!.cron).toMatch(/^\S+ \S+ \* \* \d$/);
    const linkJob = Object.values(links.jobs)[0]!;
    expect(runs(linkJob)).toContain('npm run check:links');
    expect(scripts['check:links']).toContain('scripts/check-links.ts');
    expect(runs(ci.jobs[Object.keys(ci.jobs)[0]!]!)).not.toContain('check:links');
  });
});
