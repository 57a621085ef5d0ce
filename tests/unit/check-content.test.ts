import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../scripts/check-content';
import { normalizeContent } from '../../shared/content/model/normalize';
import { seedContent } from '../fixtures/content/seed';
import { healthContent } from '../fixtures/health-content';

const dir = mkdtempSync(join(tmpdir(), 'check-content-'));
const write = (name: string, data: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(data));
  return file;
};

describe('npm run check:content', () => {
  it('passes on content without errors, read from the seed module (warnings may be listed)', () => {
    // In the unit suite the seed module is the tests' own content (vitest.config.ts).
    const { output, code } = runCheck([], { BUILD_DATE: '2026-11-20' });
    expect(code).toBe(0);
    expect(output).toMatch(/^Site health of the content on 2026-11-20: 0 errors, \d+ warnings?\./);
  });

  it('fails on a broken reference and names the item, the field and the missing id', () => {
    // The tests' content with one reference broken.
    const content = normalizeContent(seedContent());
    const software = content.software.map((item, index) => (index === 0 ? { ...item, projectIds: [...item.projectIds, 'project-gone'] } : item));
    const file = write('broken.json', { ...content, software });
    const { output, code } = runCheck(['--content', file], { BUILD_DATE: '2026-11-20' });
    expect(code).toBe(1);
    expect(output).toMatch(/^Site health of the content on 2026-11-20: 1 error, /);
    expect(output).toContain('Broken internal links (1)');
    expect(output).toContain(`error    software "${software[0]!.name}" (${software[0]!.id}) · Projects: Links to project "project-gone", which does not exist`);
  });

  it('lists warnings without failing', () => {
    const content = healthContent();
    const file = write('warnings.json', { ...normalizeContent(seedContent()), collaborators: [content.collaborators[0]] });
    const { output, code } = runCheck(['--content', file], { BUILD_DATE: '2026-11-20' });
    expect(code).toBe(0);
    expect(output).toContain('warning  collaborators "Plain Partner" (collab-http) · Website URL: http://plain-partner.example uses http:, not https:');
  });

  it('the command exits non-zero on errors', async () => {
    const file = write('cli.json', healthContent());
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts', '--content', file], { env: { ...process.env, BUILD_DATE: '2026-11-20' } });
    await expect(run).rejects.toMatchObject({ code: 1, stdout: expect.stringContaining('Links to project "project-gone"') });
  }, 30_000);
});
