/**
 * What publishing would change: the editor's content in its exported form compared with the
 * published content (the seed the build shipped), as a change review and as the repository
 * files that differ. Shared by the Publish screen's download and pull request channels.
 */
import type { Content, EntityKind, SettingsKey } from '../content/model/model';
import { ENTITY_KINDS } from '../content/model/model';
import { repairList } from '../content/model/normalize';
import { reviewChanges, type ContentReview, type ReviewedContent } from '../content/review/review';
import { emptyLabProfile } from '../content/model/lab-profile';
import { canonicalProfile, generateProfileSource, PROFILE_PATH } from './profile-source';
import { canonicalSettings, generateSettingsSource, generateSource, SETTINGS_PATH, sourcePath } from './source';
import { planExport, type AssetReader, type ExportFile, type ExportPlan } from './zip';

/** Content as the repository holds it: normalised lists and canonical settings. */
export function asPublished(content: Pick<Content, EntityKind | SettingsKey> & Partial<Pick<Content, 'labProfile'>>): ReviewedContent {
  const lists = Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, repairList(kind, content[kind], { unfitIds: 'keep' }).items])) as Pick<
    Content,
    EntityKind
  >;
  return { ...lists, ...canonicalSettings(content), labProfile: canonicalProfile(content.labProfile ?? emptyLabProfile()) };
}

/** Every source file the repository holds for some content, by path. */
export function sourceFiles(content: ReviewedContent): Map<string, string> {
  const files = new Map<string, string>();
  for (const kind of ENTITY_KINDS) files.set(sourcePath(kind), generateSource(kind, content[kind]));
  files.set(SETTINGS_PATH, generateSettingsSource(content));
  files.set(PROFILE_PATH, generateProfileSource(content.labProfile ?? emptyLabProfile()));
  return files;
}

export interface TextFile {
  path: string;
  text: string;
}

export interface PublishPlan {
  review: ContentReview;
  /** Source files whose text differs from the published ones. */
  changedFiles: TextFile[];
  /** Uploaded or embedded files the export carries (public/assets/...). */
  uploads: ExportFile[];
  /** Files that could not be carried. */
  notes: string[];
  plan: ExportPlan;
}

/** Compares the editor's content with the published content. */
export async function planPublish(
  content: Pick<Content, EntityKind | SettingsKey> & Partial<Pick<Content, 'labProfile'>>,
  published: Pick<Content, EntityKind | SettingsKey> & Partial<Pick<Content, 'labProfile'>>,
  assets: AssetReader,
): Promise<PublishPlan> {
  const plan = await planExport(content, assets);
  const current: ReviewedContent = { ...plan.lists, ...plan.settings, labProfile: plan.profile };
  const baseline = asPublished(published);
  const before = sourceFiles(baseline);
  const changedFiles = [...sourceFiles(current)]
    .filter(([path, text]) => before.get(path) !== text)
    .map(([path, text]) => ({ path, text }));
  return { review: reviewChanges(baseline, current), changedFiles, uploads: plan.files, notes: plan.notes, plan };
}

/** The number the dashboard shows: changed items and settings plus uploads to be added. */
export function unpublishedCount(plan: Pick<PublishPlan, 'review' | 'uploads'>): number {
  return plan.review.count + plan.uploads.length;
}

/** Git's object id of a file ("blob <size>\0<bytes>", SHA-1), as the GitHub API reports it. */
export async function gitBlobSha(bytes: Uint8Array): Promise<string> {
  const header = new TextEncoder().encode(`blob ${bytes.length}\0`);
  const whole = new Uint8Array(header.length + bytes.length);
  whole.set(header);
  whole.set(bytes, header.length);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', whole));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
