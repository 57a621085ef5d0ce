/**
 * `npm run check:content`: the site-health checks of the studio (shared/content/health) over
 * the repository's content, for CI. Lists every problem; exits 1 when any is an error.
 *
 *   npm run check:content                       the repository's content files
 *   npm run check:content -- --content file.json a content object (JSON) instead, e.g. a backup or a test fixture
 *   npm run check:content -- --all              every item of a kind of warning, not only the first few
 *
 * Errors are listed one by one; warnings of one kind make one line with their count ("No
 * abstract — 212 publications") followed by the first few items (all of them with --all).
 * The day that dates are judged by is today, or BUILD_DATE (YYYY-MM-DD) when set.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentRuleProblems, ruleProblemLine } from '../shared/content/model/content-rules';
import { buildDay } from '../shared/content/read/expiry';
import { checkContent, groupByCheck, kindLine, problemLine, summarize } from '../shared/content/health';
import { IMAGE_SLOTS, imageOf } from '../shared/content/media/alt-text';
import { imagePixelSize, type PixelSize } from '../shared/content/media/image-size';
import type { Content } from '../shared/content/model/model';
import { normalizeContent } from '../shared/content/model/normalize';
import { isContainedPath } from '../shared/content/model/safe-paths';
import { seedContent } from '../shared/content/seed';

const root = fileURLToPath(new URL('..', import.meta.url));
/** How many items of a kind of warning the report names without --all. */
const KIND_SAMPLE = 5;

function loadContent(args: readonly string[]): Content {
  const at = args.indexOf('--content');
  // Items whose ids the site refuses are kept (normalize.ts), so the rules below name each (docs/decisions/068).
  if (at < 0) return normalizeContent(seedContent(), { unfitIds: 'keep' });
  const file = args[at + 1];
  if (!file) throw new Error('--content needs a JSON file');
  const given = JSON.parse(readFileSync(file, 'utf8')) as Partial<Content>;
  // Keys the file leaves out are the repository's.
  return normalizeContent({ ...seedContent(), ...given }, { unfitIds: 'keep' });
}

/** Pixel sizes of the images that are files of the repository (public/...). */
function localImageSizes(content: Content): Record<string, PixelSize> {
  const sizes: Record<string, PixelSize> = {};
  for (const slot of IMAGE_SLOTS) {
    for (const item of content[slot.kind] as readonly object[]) {
      const image = imageOf(slot.kind, item);
      if (!image.startsWith('/') || image.startsWith('//') || !isContainedPath(image)) continue;
      const file = join(root, 'public', decodeURIComponent(image.split(/[?#]/)[0]!));
      if (!file.startsWith(join(root, 'public')) || !existsSync(file)) continue;
      const size = imagePixelSize(new Uint8Array(readFileSync(file)));
      if (size) sizes[image] = size;
    }
  }
  return sizes;
}

export function runCheck(args: readonly string[], env: Record<string, string | undefined>): { output: string; code: number } {
  const content = loadContent(args);
  const today = buildDay(env);
  const problems = checkContent(content, { today, imageSizes: localImageSizes(content) });
  // The rules the studio applies on save (docs/decisions/066): each one broken is an error.
  const refused = contentRuleProblems(content);
  const counted = summarize(problems);
  const errors = counted.errors + refused.length;
  const warnings = counted.warnings;
  const lines = [`Site health of the content on ${today}: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}.`];
  if (refused.length) {
    lines.push('', `Content the studio would not save (${refused.length})`);
    for (const problem of refused) lines.push(`  error    ${ruleProblemLine(problem)}`);
  }
  for (const group of groupByCheck(problems)) {
    lines.push('', `${group.title} (${group.problems.length})`);
    for (const entry of group.entries) {
      if (entry.type === 'problem') {
        lines.push(`  ${problemLine(entry.problem)}`);
        continue;
      }
      lines.push(`  warning  ${kindLine(entry)}`);
      const shown = args.includes('--all') ? entry.problems : entry.problems.slice(0, KIND_SAMPLE);
      for (const problem of shown) lines.push(`             ${problem.item} (${problem.target.id})`);
      const more = entry.problems.length - shown.length;
      if (more > 0) lines.push(`             … and ${more} more (--all lists every one)`);
    }
  }
  if (errors > 0) lines.push('', 'Fix the errors above (the studio\'s Site health screen links to each field).');
  return { output: lines.join('\n'), code: errors > 0 ? 1 : 0 };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const { output, code } = runCheck(process.argv.slice(2), process.env);
    console.log(output);
    process.exitCode = code;
  } catch (error) {
    console.error(`check:content: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  }
}
