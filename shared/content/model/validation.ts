/**
 * Form validation with the exact texts of docs/product.md §5 and §8. Each validator returns the
 * first message that applies, or null when the draft may be saved. Every editor (site
 * /admin and the extension side panel) calls these; no form carries its own copy.
 */
import { venueRequired } from '../scholarly/publication-types';
import { validateAltText } from '../media/alt-text';
import { normalizeOrcid, ORCID_MESSAGE } from '../scholarly/citation';
import { CV_MAX_BYTES, MAX_PROJECT_EMOJIS, MIN_PUBLICATION_YEAR, maxPublicationYear } from './constants';
import { PDF_TYPE, sniffType, sniffUploadImage, UPLOAD_IMAGE_TYPES } from './file-types';
import type { EntityKind, EntityMap } from './model';
import { isDated } from '../scholarly/publication-year';
import { byCollection, COLLECTIONS } from './collections';
import { ENTITY_LABELS } from './kinds';
import { itemSafetyProblem } from './safe-paths';
import { slugProblem } from '../read/pages';
import type {
  Collaborator,
  FundingSource,
  JobOpening,
  NewsItem,
  Page,
  Project,
  Publication,
  Software,
  TeamMember,
} from './schemas';

export const MESSAGES = {
  loginInvalid: 'Invalid password',
  loginError: 'An error occurred during login',
  requiredFields: 'Please fill in all required fields',
  projectRequired: 'Please fill in all required fields and add at least one category',
  emojiLimit: `You can only select up to ${MAX_PROJECT_EMOJIS} emojis per project`,
  imageType: 'Please select an image file (jpeg, png, gif, etc)',
  imageFormat: 'This image format cannot be used as a photo. Please select a JPEG, PNG, GIF or WebP file (SVG is not accepted).',
  storedFileRefused: 'This stored file is not a JPEG, PNG, GIF, WebP or PDF file, so it is not shown. Upload the file again.',
  cvType: 'Please select a PDF file for the CV',
  cvSize: 'CV file size should be less than 5MB',
  cvRead: 'Failed to read the CV file',
  paperPdfType: 'Please select a PDF file for the paper',
  paperPdfSize: 'The PDF should be less than 20MB',
  paperPdfRead: 'Failed to read the PDF file',
  imageProcess: 'Failed to process image. Please try a different image.',
  imageReadFile: 'Failed to read image file',
  imageLoad: 'Failed to load image',
  canvasUnavailable: 'Canvas not available',
  canvasContextUnavailable: 'Canvas context not available',
  invalidUrl: 'Please enter a valid URL (include http:// or https://)',
  atLeastOneAuthor: 'Please add at least one author',
  softwareRequired: 'Please fill in all required fields and add at least one technology',
  atLeastOneRequirement: 'Please add at least one requirement',
  teamImageRequired: 'Please enter an image URL',
  teamImageFailed: 'Failed to update team image. Please try again.',
  topicNameRequired: 'Please enter a topic name',
  topicExists: (name: string) => `Topic "${name}" already exists`,
  topicAlreadyExists: 'Topic already exists',
  topicInUse: (name: string) => `Cannot delete "${name}" as it is used in one or more projects`,
  topicsAutoAdded: (count: number) => `${count} topics were automatically added to the registry from projects.`,
  notFound: (entity: string, id: string) => `Could not find ${entity} with ID: ${id}`,
  noIdToDelete: 'Cannot delete: no item ID found',
  saveFailed: (entity: string) => `An error occurred while saving the ${entity}`,
  saveFailedGeneric: (entity: string) => `An error occurred while saving/deleting the ${entity}.`,
  storageFull: (plural: string) => `Failed to save ${plural}. LocalStorage might be full or unavailable.`,
  previewUnavailable: 'Unable to load image. Please check URL.',
  previewCannotLoad: 'Cannot load image from this URL. Please check the link and try again.',
  currentImageUnavailable: 'Current image cannot be displayed.',
  noFeatured: 'No items currently featured',
  resetConfirm: 'Are you sure you want to reset all data to defaults? This cannot be undone.',
  resetDone: 'Data has been reset to defaults.',
  clearConfirm: 'Are you sure you want to clear all localStorage data? This cannot be undone.',
  cleanupConfirm: 'Cleanup news items? This will remove any corrupted items.',
  cleanupDone: 'News items cleaned up. Please reload the page.',
  cleanupFailed: 'Failed to clean up news items.',
  repairConfirm: 'Repair team-project associations? This will ensure consistency between teams and projects.',
  repairDone: 'Team-project associations repaired. Please reload the page to see the changes.',
  repairNone: "No issues found or couldn't repair associations.",
  resetNewsConfirm: 'Reset news items? This will remove all news items and restore defaults.',
  resetNewsDone: 'News items have been reset. Please reload the page.',
  copied: (type: string) => `${type}.ts copied to clipboard`,
  unexpectedError: 'Unexpected Application Error!',
} as const;

/**
 * The forms' demands for a complete item (a field left empty). An item read from a file may lack
 * one (shared/content/model/form-fields.ts): Site health asks for it, no way in refuses the item for it.
 * A publication year outside the form's range (a paper from 1859) is treated the same way.
 */
export const COMPLETENESS_MESSAGES: ReadonlySet<string> = new Set([
  MESSAGES.requiredFields,
  MESSAGES.projectRequired,
  MESSAGES.softwareRequired,
  MESSAGES.atLeastOneAuthor,
  MESSAGES.atLeastOneRequirement,
]);

/** "Could not find project with ID: x" — the entity word for each kind. */
export function notFoundMessage(kind: EntityKind, id: string): string {
  return MESSAGES.notFound(ENTITY_LABELS[kind].singular, id);
}

/** The save-failure message a form shows (docs/product.md §8). */
export function saveErrorMessage(kind: EntityKind): string {
  if (kind === 'projects' || kind === 'teamMembers') return MESSAGES.saveFailed(ENTITY_LABELS[kind].singular);
  return MESSAGES.saveFailedGeneric(ENTITY_LABELS[kind].singular);
}

const blank = (value: string | undefined | null) => !value || value.trim() === '';

import { categoriesOf, cleanList } from '../edit/lists';
export { addUnique, categoriesOf, cleanList } from '../edit/lists';

export function isAbsoluteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return Boolean(url.protocol && url.host);
  } catch {
    return false;
  }
}

export function validateProject(project: Project): string | null {
  if (blank(project.title) || blank(project.description) || categoriesOf(project).length === 0) {
    return MESSAGES.projectRequired;
  }
  if (project.emojiHexcodes.length > MAX_PROJECT_EMOJIS) return MESSAGES.emojiLimit;
  return null;
}

export function validateTeamMember(member: TeamMember): string | null {
  if (blank(member.name) || blank(member.role) || blank(member.bio)) return MESSAGES.requiredFields;
  if (!blank(member.orcid) && !normalizeOrcid(member.orcid!)) return ORCID_MESSAGE;
  for (const url of [member.scholarUrl, member.website]) {
    if (!blank(url) && (!/^https?:\/\//i.test(url!.trim()) || !isAbsoluteUrl(url!.trim()))) return MESSAGES.invalidUrl;
  }
  return null;
}

export function validateNewsItem(item: NewsItem): string | null {
  if (blank(item.title) || blank(item.content) || blank(item.date) || blank(item.author)) {
    return MESSAGES.requiredFields;
  }
  return null;
}

/** An absolute web address (http or https), as the message "include http:// or https://" asks. */
export function isWebUrl(value: string): boolean {
  return isAbsoluteUrl(value) && /^https?:$/i.test(new URL(value).protocol);
}

export function validateLinkEntity(item: Collaborator | FundingSource): string | null {
  if (blank(item.name) || blank(item.url)) return MESSAGES.requiredFields;
  // Other schemes parse too (javascript://host/..., ftp://...), but are no website to link to.
  if (!isWebUrl(item.url.trim())) return MESSAGES.invalidUrl;
  return null;
}

/** The publication form's words for a year outside the years it accepts on `now`. */
export function yearRangeMessage(now: Date = new Date()): string {
  return `Year must be between ${MIN_PUBLICATION_YEAR} and ${maxPublicationYear(now)}`;
}

/**
 * The publication form's rule. The year is required here: an undated paper (year null, as a
 * BibTeX entry without a year is imported) is kept undated by every load and export, but the
 * form saves it only once an editor has entered its year; it never puts one in itself.
 */
export function validatePublication(pub: Publication, now: Date = new Date()): string | null {
  // The venue a type needs: an article's journal, a book's publisher, a thesis's university…
  const venueMissing = blank(pub.journal) && venueRequired(pub.type ?? '');
  if (blank(pub.title) || venueMissing || blank(pub.type) || blank(pub.citation) || !isDated(pub.year)) {
    return MESSAGES.requiredFields;
  }
  if (!Number.isInteger(pub.year) || pub.year < MIN_PUBLICATION_YEAR || pub.year > maxPublicationYear(now)) return yearRangeMessage(now);
  if (cleanList(pub.authors).length === 0) return MESSAGES.atLeastOneAuthor;
  return null;
}

export function validateSoftware(item: Software): string | null {
  if (
    blank(item.name) ||
    blank(item.description) ||
    blank(item.repoUrl) ||
    blank(item.license) ||
    cleanList(item.technologies).length === 0
  ) {
    return MESSAGES.softwareRequired;
  }
  return null;
}

export function validateJobOpening(job: JobOpening): string | null {
  if (blank(job.title) || blank(job.description) || blank(job.location) || blank(job.type) || blank(job.postedDate)) {
    return MESSAGES.requiredFields;
  }
  if (cleanList(job.requirements).length === 0) return MESSAGES.atLeastOneRequirement;
  return null;
}

/**
 * The rule a collection's declaration gives (docs/decisions/083, 085), for a collection with no
 * rule of its own: every required field filled (a list or a relation of several with at least
 * one entry), a field with choices holding one of them, and an address given as a web address.
 */
export function declaredRule(kind: EntityKind): (item: object) => string | null {
  return (item) => {
    const record = item as Record<string, unknown>;
    const fields = COLLECTIONS[kind].fields.filter((spec) => spec.kind !== 'special');
    for (const spec of fields) {
      if (!spec.required) continue;
      const value = record[spec.key];
      const missing = Array.isArray(value) ? cleanList(value.filter((entry): entry is string => typeof entry === 'string')).length === 0 : typeof value !== 'string' || blank(value);
      if (missing) return MESSAGES.requiredFields;
    }
    for (const spec of fields) {
      const value = record[spec.key];
      if (spec.choices && typeof value === 'string' && value.trim() && !spec.choices.includes(value.trim())) return choiceMessage(spec.label, spec.choices);
      if (spec.kind === 'url' && typeof value === 'string' && value.trim() && !isWebUrl(value.trim())) return `${spec.label}: ${MESSAGES.invalidUrl}`;
    }
    return null;
  };
}

/** The words for a value that is none of a field's choices. */
export const choiceMessage = (label: string, choices: readonly string[]) => `${label} must be one of: ${choices.join(', ')}`;

/**
 * A lab's own page (docs/decisions/077): a title, a body and an address; the address obeys the
 * slug rules and never takes one of the site's own. The site's languages and the other pages'
 * addresses are judged where the content is known (`pageProblem`).
 */
export function validatePage(page: Page): string | null {
  if (blank(page.title) || blank(page.body)) return MESSAGES.requiredFields;
  return slugProblem(page.slug);
}

/**
 * Validates an upload meant as a profile image by its bytes: only JPEG, PNG, GIF and WebP pass,
 * whatever the file's declared type or name say. The declared type only picks the wording: an
 * SVG (by its text or its type) or another image format is told which formats are accepted; a
 * file that claims to be a JPEG, PNG, GIF or WebP but is not is a broken image (docs/product.md §8).
 */
export function validateImageFile(file: { type: string; name?: string; bytes: Uint8Array }): string | null {
  if (sniffUploadImage(file.bytes)) return null;
  const head = new TextDecoder('utf-8', { fatal: false }).decode(file.bytes.subarray(0, 1024)).toLowerCase();
  const declared = file.type.toLowerCase();
  if (head.includes('<svg') || declared.includes('svg') || /\.svgz?$/i.test(file.name ?? '')) return MESSAGES.imageFormat;
  if ((UPLOAD_IMAGE_TYPES as readonly string[]).includes(declared)) return MESSAGES.imageProcess;
  const claimsImage = declared.startsWith('image/') || /\.(avif|heic|heif|bmp|tiff?|ico|jxl)$/i.test(file.name ?? '');
  return claimsImage ? MESSAGES.imageFormat : MESSAGES.imageType;
}

/** Validates an upload meant as a CV by its bytes: a PDF (it starts with "%PDF-") of at most 5 MB. */
export function validateCvFile(file: { size: number; bytes: Uint8Array }): string | null {
  if (sniffType(file.bytes) !== PDF_TYPE) return MESSAGES.cvType;
  if (file.size > CV_MAX_BYTES) return MESSAGES.cvSize;
  return null;
}

/** A paper's PDF: a PDF by its bytes, at most 20 MB (a file the repository keeps). */
export function validatePaperPdf(file: { size: number; bytes: Uint8Array }): string | null {
  if (sniffType(file.bytes) !== PDF_TYPE) return MESSAGES.paperPdfType;
  if (file.size > 20 * 1024 * 1024) return MESSAGES.paperPdfSize;
  return null;
}

/** A form's rule, then the alt-text rule for the item's image (docs/decisions/046). */
const withAltText =
  <T extends object>(kind: EntityKind, rule: (item: T) => string | null) =>
  (item: T): string | null =>
    rule(item) ?? validateAltText(kind, item);

/** The id and site-path rules first (docs/decisions/066), then the form's own. */
const withSafePaths =
  <T extends object>(kind: EntityKind, rule: (item: T) => string | null) =>
  (item: T): string | null =>
    itemSafetyProblem(kind, item) ?? rule(item);

/** The collections whose forms have rules of their own; the others follow their declarations (`declaredRule`). */
const OWN_RULES: { [K in EntityKind]?: (item: never) => string | null } = {
  projects: withSafePaths('projects', withAltText('projects', validateProject)),
  teamMembers: withSafePaths('teamMembers', withAltText('teamMembers', validateTeamMember)),
  newsItems: withSafePaths('newsItems', withAltText('newsItems', validateNewsItem)),
  publications: withSafePaths('publications', validatePublication),
  software: withSafePaths('software', withAltText('software', validateSoftware)),
  collaborators: withSafePaths('collaborators', withAltText('collaborators', validateLinkEntity)),
  fundingSources: withSafePaths('fundingSources', withAltText('fundingSources', validateLinkEntity)),
  jobOpenings: withSafePaths('jobOpenings', validateJobOpening),
  pages: withSafePaths('pages', withAltText('pages', validatePage)),
};

export const validators: { [K in EntityKind]: (item: never) => string | null } = byCollection(
  (kind) => OWN_RULES[kind] ?? withSafePaths(kind, withAltText(kind, declaredRule(kind))),
);

/**
 * The message the studio's form shows when an item is saved as it is, or null when it may be
 * saved: the rule of `validators`, with publication years judged on `now`. Site health,
 * `npm run new-site` and `npm run apply-export` ask this, so every tool refuses the same items
 * with the same words.
 */
export function validateItem<K extends EntityKind>(kind: K, item: EntityMap[K], now: Date = new Date()): string | null {
  if (kind === 'publications') return itemSafetyProblem(kind, item) ?? validatePublication(item as Publication, now);
  return (validators[kind] as (item: EntityMap[K]) => string | null)(item);
}
