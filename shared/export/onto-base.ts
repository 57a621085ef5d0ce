/**
 * A pull request carries only the editor's changes, applied to the base branch's files as they
 * are now (docs/decisions/069): the data files are read through the contents API, parsed back
 * into content, and the editor's change from the content it started from is merged onto them
 * item by item and field by field. A field someone else published differently since is a clash:
 * nothing is committed until the editor has chosen (after "Update from the published site").
 */
import type { Content, ContentKey, EntityKind, SettingsKey } from '../content/model/model';
import { ENTITY_KINDS, SETTINGS_KEYS } from '../content/model/model';
import type { ReviewedContent } from '../content/review/review';
import { mergeValue, type MergeConflict } from '../store/merge';
import { base64ToBytes } from './bytes';
import type { GitHubClient, GitHubTarget } from './github';
import { PROFILE_PATH, parseProfileSource } from './profile-source';
import { asPublished, sourceFiles, type TextFile } from './publish';
import { parseSettingsSource, parseSource, SETTINGS_PATH, sourcePath } from './source';

type Published = Pick<Content, EntityKind | SettingsKey> & Partial<Pick<Content, 'labProfile'>>;

/** The data file that holds a content key. */
export function filePathOf(key: ContentKey): string {
  if ((ENTITY_KINDS as readonly string[]).includes(key)) return sourcePath(key as EntityKind);
  return key === 'labProfile' ? PROFILE_PATH : SETTINGS_PATH;
}

/** Every data file path. */
export function dataFilePaths(): string[] {
  return [...ENTITY_KINDS.map((kind) => sourcePath(kind)), SETTINGS_PATH, PROFILE_PATH];
}

/** The base branch's data files as they are now: path -> text (null: the branch has no such file). */
export async function readBranchFiles(client: GitHubClient, target: GitHubTarget, paths: readonly string[] = dataFilePaths()): Promise<Map<string, string | null>> {
  const files = new Map<string, string | null>();
  const repo = client.repoPath(target);
  for (const path of paths) {
    try {
      const file = await client.request<{ content?: string; encoding?: string }>(
        'GET',
        `${repo}/contents/${path.split('/').map(encodeURIComponent).join('/')}?ref=${encodeURIComponent(target.base)}`,
        undefined,
        target,
      );
      const text = file.encoding === 'base64' ? new TextDecoder().decode(base64ToBytes((file.content ?? '').replace(/\s+/g, ''))) : (file.content ?? '');
      files.set(path, text);
    } catch (error) {
      // A data file the branch does not hold (yet): the editor's version is added as a new file.
      if (error instanceof Error && 'kind' in error && (error as { kind: string }).kind === 'not-found') files.set(path, null);
      else throw error;
    }
  }
  return files;
}

/** The content the branch's files hold; a file that is absent or not in the exporter's form leaves its keys out. */
export function contentOfFiles(files: ReadonlyMap<string, string | null>): { content: Partial<Content>; unreadable: string[] } {
  const content: Partial<Record<ContentKey, unknown>> = {};
  const unreadable: string[] = [];
  for (const kind of ENTITY_KINDS) {
    const text = files.get(sourcePath(kind));
    if (text == null) continue;
    const parsed = parseSource(kind, text);
    if (parsed.ok) content[kind] = parsed.items;
    else unreadable.push(sourcePath(kind));
  }
  const settings = files.get(SETTINGS_PATH);
  if (settings != null) {
    const parsed = parseSettingsSource(settings);
    if (parsed.ok) for (const key of SETTINGS_KEYS) content[key] = parsed.settings[key];
    else unreadable.push(SETTINGS_PATH);
  }
  const profile = files.get(PROFILE_PATH);
  if (profile != null) {
    const parsed = parseProfileSource(profile);
    if (parsed.ok) content.labProfile = parsed.profile;
    else unreadable.push(PROFILE_PATH);
  }
  return { content: content as Partial<Content>, unreadable };
}

export interface AppliedChanges {
  /** The files to commit: only those whose text differs from the branch's. */
  changedFiles: TextFile[];
  /** The branch's current texts of the files this change replaces (the base check compares them). */
  replaced: TextFile[];
  /** Fields the editor changed that were published differently since: nothing may be committed. */
  clashes: MergeConflict[];
  /** Data files on the branch the studio cannot read back (edited by hand out of the exporter's form). */
  unreadable: string[];
}

/**
 * The editor's change from `started` (what the editor's copy started from) to `mine` (the
 * editor's content in its exported form), applied to the branch's current files.
 */
export function applyOntoBase(
  started: Published,
  mine: ReviewedContent,
  branch: ReadonlyMap<string, string | null>,
  options: { overwrite?: boolean } = {},
): AppliedChanges {
  const { content: current, unreadable } = contentOfFiles(branch);
  const before = asPublished(started) as unknown as Record<ContentKey, unknown>;
  const after = mine as unknown as Record<ContentKey, unknown>;
  const result = { ...before } as Record<ContentKey, unknown>;
  const clashes: MergeConflict[] = [];
  const keys = [...ENTITY_KINDS, ...SETTINGS_KEYS, 'labProfile'] as ContentKey[];
  for (const key of keys) {
    const now = (current as Record<ContentKey, unknown>)[key];
    if (now === undefined) {
      // No readable file on the branch: the editor's version, as before this check existed.
      result[key] = after[key];
      continue;
    }
    // Overwriting takes the editor's value in a clashing field only, after the editor was shown which files.
    const merged = mergeValue(key, before[key], after[key], now, options.overwrite ? 'mine' : 'refuse', { fields: true });
    clashes.push(...merged.conflicts);
    result[key] = merged.value;
  }
  const files = sourceFiles(asPublished(result as unknown as Published));
  const startedFiles = sourceFiles(asPublished(started));
  const mineFiles = sourceFiles(mine);
  const changedFiles: TextFile[] = [];
  const replaced: TextFile[] = [];
  for (const [path, text] of files) {
    const now = branch.get(path);
    // A file the studio cannot read back stays as the branch holds it unless the editor changed its content.
    if (unreadable.includes(path) && startedFiles.get(path) === mineFiles.get(path)) continue;
    if (now === text) continue;
    changedFiles.push({ path, text });
    if (typeof now === 'string') replaced.push({ path, text: now });
  }
  return { changedFiles, replaced, clashes, unreadable };
}
