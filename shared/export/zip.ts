/**
 * The publish loop's ZIPs, built from content plus an asset reader, with no DOM: the
 * studio's debug panel and the extension's side panel both call these and only then
 * download the bytes.
 *
 * - Export ZIP: laid out like the repository. The eight data sets at their source paths,
 *   every uploaded or embedded file at public/assets/..., and the exported data refers to
 *   those files ("/assets/team/x.jpg"). Files already in the repo are not repeated.
 * - Image ZIP: every team, project and software image that can be read, at its repo path.
 */
import type { Content, EntityKind, EntityMap, SettingsKey, SiteSettings } from '../content/model/model';
import { ENTITY_KINDS } from '../content/model/model';
import { DEFAULT_TEAM_IMAGE, DEFAULT_TEAM_IMAGE_POSITION } from '../content/model/constants';
import { repairList } from '../content/model/normalize';
import { servableType } from '../content/model/file-types';
import { decodeDataUrl, sniffType, type DecodedFile } from './bytes';
import {
  assetPathFor,
  extensionForType,
  extensionOfUrl,
  fileFields,
  PANEL_IMAGE_FOLDERS,
  pathReserver,
  REPO_ASSET_ROOT,
  urlSource,
  type FileField,
} from './files';
import { emptyLabProfile, type LabProfile } from '../content/model/lab-profile';
import { canonicalProfile, generateProfileSource, PROFILE_PATH } from './profile-source';
import { canonicalSettings, generateSettingsSource, generateSource, SETTINGS_PATH, sourcePath } from './source';
import { writeZip, type ZipEntry } from './zip-write';

/** What the export (and a pull request) carries: the eight data sets and the settings. */
export type PublishableContent = Pick<Content, EntityKind | SettingsKey> & { labProfile?: LabProfile };

/** Reads an uploaded file by its path below public/assets/ (the IndexedDB asset store fits). */
export interface AssetReader {
  get(path: string): Promise<{ bytes: Uint8Array; type: string } | undefined>;
}

/** Fetches a URL's bytes (same-origin paths and external images); rejects on failure. */
export type Fetcher = (url: string) => Promise<DecodedFile>;

export interface ExportFile {
  /** Repository path, e.g. "public/assets/team/member-3-ada-lovelace.jpg". */
  path: string;
  bytes: Uint8Array;
}

export interface ExportPlan {
  /** The eight data sets as exported: file references rewritten to /assets/ paths. */
  lists: { [K in EntityKind]: EntityMap[K][] };
  /** The featured selection, team image and topic colours as exported (settings.ts). */
  settings: SiteSettings;
  /** The lab profile as exported (labProfile.ts). */
  profile: LabProfile;
  files: ExportFile[];
  /** What staff should know: files that could not be carried. */
  notes: string[];
}

async function readFileOf(field: FileField, assets: AssetReader): Promise<DecodedFile | string> {
  const source = urlSource(field.url);
  if (source === 'data') {
    const decoded = decodeDataUrl(field.url);
    return decoded ?? 'the embedded file cannot be decoded';
  }
  const path = field.url.slice('asset:'.length);
  try {
    const stored = await assets.get(path);
    return stored ? { bytes: stored.bytes, type: stored.type } : `the uploaded file "${path}" is missing from this browser`;
  } catch (error) {
    return `the uploaded file "${path}" cannot be read (${error instanceof Error ? error.message : String(error)})`;
  }
}

/**
 * An uploaded or embedded site image (the team image, the lab's logo and share image) becomes a
 * file too; site paths and web URLs stay as they are.
 */
async function planSiteImage(
  image: { label: string; field: string; url: string; folder: 'team' | 'profile'; name: string },
  assets: AssetReader,
  reserve: (path: string) => string,
): Promise<{ url: string; file?: ExportFile; note?: string }> {
  const { url, label } = image;
  const source = urlSource(url);
  if (source !== 'asset' && source !== 'data') return { url };
  const field: FileField = { kind: 'teamMembers', id: image.name, label, field: image.field, url, folder: image.folder, image: true };
  const file = await readFileOf(field, assets);
  if (typeof file === 'string') return { url, note: `${label}: ${file}.` };
  const ext = extensionForType(sniffType(file.bytes) ?? file.type);
  if (!ext) return { url, note: `${label}: files of type ${file.type} are not exported; the reference is kept as it is.` };
  const path = reserve(source === 'asset' ? assetPathFor(field, ext) : `${image.folder}/${image.name}.${ext}`);
  return { url: `/assets/${path}`, file: { path: `${REPO_ASSET_ROOT}${path}`, bytes: file.bytes } };
}

/** The settings exactly as the settings file holds them (no file references rewritten). */
export function settingsOf(content: Pick<Content, SettingsKey>): SiteSettings {
  return canonicalSettings(content);
}

/** Works out the exported data and the files to carry, without building the ZIP. */
export async function planExport(content: Pick<Content, EntityKind> & Partial<Pick<Content, SettingsKey | 'labProfile'>>, assets: AssetReader): Promise<ExportPlan> {
  const reserve = pathReserver();
  const byUrl = new Map<string, string>();
  const files: ExportFile[] = [];
  const notes: string[] = [];
  const rewrites = new Map<string, string>(); // "kind id field" -> new URL

  for (const field of fileFields(content)) {
    const source = urlSource(field.url);
    if (source !== 'asset' && source !== 'data') continue;
    const key = `${field.kind}\u0000${field.id}\u0000${field.field}`;
    const known = byUrl.get(field.url);
    if (known) {
      rewrites.set(key, `/assets/${known}`);
      continue;
    }
    const file = await readFileOf(field, assets);
    if (typeof file === 'string') {
      notes.push(`${field.label} (${field.field}): ${file}.`);
      continue;
    }
    if (!extensionForType(file.type)) {
      notes.push(`${field.label} (${field.field}): files of type ${file.type} are not exported; the reference is kept as it is.`);
      continue;
    }
    // The bytes decide, never the declared type: apply-export refuses a file whose bytes are not
    // what its name says, and one such file would make the whole export unusable.
    const sniffed = sniffType(file.bytes);
    const ext = sniffed ? extensionForType(sniffed) : null;
    // A PNG labelled JPEG is still a PNG and travels as one; an image that is really a PDF
    // (or HTML, or anything else) does not travel at all.
    const sameKind = sniffed !== null && sniffed.startsWith('image/') === file.type.toLowerCase().startsWith('image/');
    if (!ext || !sameKind) {
      notes.push(
        `${field.label} (${field.field}): skipped, the stored file says it is ${file.type} but its bytes are ${sniffed ?? 'not an image or PDF'}; it is left out and the field is exported empty.`,
      );
      rewrites.set(key, '');
      continue;
    }
    const path = reserve(assetPathFor(field, ext));
    byUrl.set(field.url, path);
    files.push({ path: `${REPO_ASSET_ROOT}${path}`, bytes: file.bytes });
    rewrites.set(key, `/assets/${path}`);
  }

  const lists = {} as ExportPlan['lists'];
  for (const kind of ENTITY_KINDS) {
    const rewritten = (content[kind] as unknown as Record<string, unknown>[]).map((item) => {
      let copy: Record<string, unknown> | null = null;
      for (const [key, url] of rewrites) {
        const [k, id, field] = key.split('\u0000');
        if (k === kind && id === item.id) {
          copy ??= { ...item };
          copy[field!] = url;
        }
      }
      return copy ?? item;
    });
    // Normalising puts every item in the schema's canonical shape, the form apply-export accepts.
    // An item whose id the site refuses is written as it is: apply-export names it (docs/decisions/068).
    (lists as Record<EntityKind, unknown>)[kind] = repairList(kind, rewritten, { unfitIds: 'keep' }).items;
  }
  const settings = settingsOf({ ...DEFAULT_SETTINGS(), ...pickSettings(content) });
  const team = await planSiteImage({ label: 'Team image', field: 'teamImage', url: settings.teamImage, folder: 'team', name: 'team-image' }, assets, reserve);
  if (team.file) files.push(team.file);
  if (team.note) notes.push(team.note);
  settings.teamImage = team.url;
  const profile = canonicalProfile(content.labProfile ?? emptyLabProfile());
  for (const [field, label, name] of [
    ['logo', 'Logo', 'logo'],
    ['shareImage', 'Share image', 'share-image'],
    ['favicon', 'Favicon', 'favicon'],
  ] as const) {
    const planned = await planSiteImage({ label, field, url: profile[field], folder: 'profile', name }, assets, reserve);
    if (planned.file) files.push(planned.file);
    if (planned.note) notes.push(planned.note);
    profile[field] = planned.url;
  }
  return { lists, settings, profile, files, notes };
}

function pickSettings(content: Partial<Pick<Content, SettingsKey>>): Partial<SiteSettings> {
  const out: Partial<SiteSettings> = {};
  if (content.featuredItems) out.featuredItems = content.featuredItems;
  if (typeof content.teamImage === 'string') out.teamImage = content.teamImage;
  if (typeof content.teamImagePosition === 'string') out.teamImagePosition = content.teamImagePosition;
  if (content.topicColorRegistry) out.topicColorRegistry = content.topicColorRegistry;
  return out;
}

const DEFAULT_SETTINGS = (): SiteSettings => ({
  featuredItems: { projectId: null, newsItemId: null, publicationId: null },
  teamImage: DEFAULT_TEAM_IMAGE,
  teamImagePosition: DEFAULT_TEAM_IMAGE_POSITION,
  topicColorRegistry: {},
});

/** The short guide a maintainer finds inside the export ZIP. It is not applied to the repository. */
export const EXPORT_README_PATH = 'EXPORT-README.txt';
export const EXPORT_README = [
  'Lab site export',
  '===============',
  '',
  'This ZIP holds the content edited in the studio, laid out like the site\'s repository:',
  '  shared/content/seed/*.ts   the eight data sets, settings.ts (featured items, team image,\n'+
  '                             topic colours) and labProfile.ts (the lab\'s names and page texts)',
  '  public/assets/...          uploaded photos, logos and CVs the data refers to',
  '',
  'To publish it, in a checkout of the repository:',
  '  npm run apply-export -- path/to/this.zip',
  '  git diff                   review exactly what changed',
  '  npm run validate           then commit and push (or open a pull request)',
  '',
  'apply-export checks the whole ZIP first and writes nothing if anything is wrong.',
  'This file itself is not copied into the repository.',
  '',
].join('\n');

export interface ZipOptions {
  /** Modification time written into every entry (a fixed date makes the bytes reproducible). */
  date?: Date;
}

export interface ExportZip {
  bytes: Uint8Array;
  plan: ExportPlan;
  /** Every path in the ZIP, sorted. */
  entries: string[];
}

/** The "Export Current Data as Default" ZIP. */
export async function buildExportZip(
  content: Pick<Content, EntityKind> & Partial<Pick<Content, SettingsKey | 'labProfile'>>,
  assets: AssetReader,
  options: ZipOptions = {},
): Promise<ExportZip> {
  const plan = await planExport(content, assets);
  const date = options.date ?? new Date();
  const text = (path: string, data: string): ZipEntry => ({ path, data, compress: true });
  const zip = writeZip(
    [
      ...ENTITY_KINDS.map((kind) => text(sourcePath(kind), generateSource(kind, plan.lists[kind]))),
      text(SETTINGS_PATH, generateSettingsSource(plan.settings)),
      text(PROFILE_PATH, generateProfileSource(plan.profile)),
      text(EXPORT_README_PATH, EXPORT_README),
      // Images and PDFs are compressed already; storing them keeps the export fast.
      ...plan.files.map((file) => ({ path: file.path, data: file.bytes, compress: false })),
    ],
    date,
  );
  return { ...zip, plan };
}

export interface ImageZipProgress {
  /** Images handled so far and in all; `phase` is "zip" while the archive is written. */
  done: number;
  total: number;
  phase: 'collect' | 'zip';
  current?: string;
}

export interface SkippedImage {
  label: string;
  url: string;
  reason: string;
}

export interface ImageZip {
  bytes: Uint8Array;
  entries: string[];
  skipped: SkippedImage[];
}

/** One image of the panel's image list, with where it goes in the repository. */
export interface PanelImage extends FileField {
  source: ReturnType<typeof urlSource>;
}

/** The team, project and software images (the debug panel's image assets area). */
export function panelImages(content: Pick<Content, EntityKind>): PanelImage[] {
  return fileFields(content, PANEL_IMAGE_FOLDERS)
    .filter((field) => field.image)
    .map((field) => ({ ...field, source: urlSource(field.url) }));
}

/** The bytes of any image URL the panel lists: uploads, embedded, same-site or external. */
export async function readImage(image: FileField, assets: AssetReader, fetcher: Fetcher): Promise<DecodedFile> {
  const source = urlSource(image.url);
  if (source === 'asset' || source === 'data') {
    const file = await readFileOf(image, assets);
    if (typeof file === 'string') throw new Error(file);
    return file;
  }
  return fetcher(image.url);
}

/** Repo path of an image once its type is known (public/assets/team/...). */
export function imageRepoPath(image: FileField, type: string): string {
  const ext = extensionForType(type) ?? (/svg/i.test(type) ? 'svg' : (extensionOfUrl(image.url) ?? 'img'));
  return `${REPO_ASSET_ROOT}${assetPathFor(image, ext)}`;
}

/** The repo path an image will most likely get, before its bytes are read (download names). */
export function guessImageRepoPath(image: FileField): string {
  const dataType = /^data:([^;,]+)/i.exec(image.url)?.[1];
  const ext = extensionOfUrl(image.url);
  return imageRepoPath(image, dataType ?? (ext ? (ext === 'svg' ? 'image/svg+xml' : `image/${ext === 'jpg' ? 'jpeg' : ext}`) : 'image/jpeg'));
}

/** "Download All Images as ZIP": every team, project and software image it can read. */
export async function buildImagesZip(
  content: Pick<Content, EntityKind>,
  assets: AssetReader,
  fetcher: Fetcher,
  options: ZipOptions & { onProgress?: (progress: ImageZipProgress) => void } = {},
): Promise<ImageZip> {
  const images = panelImages(content);
  const date = options.date ?? new Date();
  const zip: ZipEntry[] = [];
  const reserve = pathReserver();
  const byUrl = new Set<string>();
  const skipped: SkippedImage[] = [];
  const report = (progress: ImageZipProgress) => options.onProgress?.(progress);
  let done = 0;
  for (const image of images) {
    report({ done, total: images.length, phase: 'collect', current: image.label });
    done += 1;
    if (byUrl.has(image.url)) continue;
    byUrl.add(image.url);
    try {
      const file = await readImage(image, assets, fetcher);
      // An upload or embedded file travels only as what its bytes are (never an SVG or HTML
      // that merely says it is an image); the site's own files are the repository's already.
      if ((image.source === 'asset' || image.source === 'data') && !servableType(file.bytes)) {
        throw new Error(`the stored file says it is ${file.type} but its bytes are not a JPEG, PNG, GIF or WebP image`);
      }
      const type = sniffType(file.bytes) ?? file.type;
      zip.push({ path: reserve(imageRepoPath(image, type)), data: file.bytes, compress: false });
    } catch (error) {
      skipped.push({ label: image.label, url: image.url, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  if (skipped.length) {
    const lines = skipped.map((s) => `${s.label}: ${s.url.startsWith('data:') ? 'embedded image' : s.url} (${s.reason})`);
    zip.push({ path: 'images-skipped.txt', data: `These images could not be read and are not in this ZIP:\n${lines.join('\n')}\n`, compress: false });
  }
  report({ done: images.length, total: images.length, phase: 'zip' });
  return { ...writeZip(zip, date), skipped };
}
