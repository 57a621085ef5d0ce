/**
 * The lab profile's checks, with the messages the studio shows (docs/decisions/050). Returns
 * the first problem, or null when the profile may be saved.
 */
import { brandPalette } from '../read/brand-color';
import { SOCIAL_KEYS, SOCIAL_LABELS, type LabProfile } from './lab-profile';
import { markdownLinks } from '../prose/markdown';
import { mailtoUrl } from '../read/urls';
import { LANGUAGE_TAG } from './languages';
import { isContainedPath, PATH_MESSAGE } from './safe-paths';

export const PROFILE_MESSAGES = {
  nameRequired: "Please enter the lab's name",
  url: (field: string) => `${field}: please enter a full web address starting with http:// or https://`,
  link: (field: string) => `${field}: please enter a site path such as /projects, or a full web address starting with http:// or https://`,
  image: (field: string) => `${field}: please enter a site path such as /assets/logo.png, or a full web address starting with https://`,
  alt: (field: string) => `${field}: please describe the image in its alt text field, or mark it as decorative`,
  email: (field: string) => `${field}: please enter a valid email address (name@example.org)`,
  textLink: (field: string, target: string) => `${field}: the link "${target}" is not a site path, a web address or a mailto: address`,
  map: 'Map: latitude must be between -90 and 90, longitude between -180 and 180, zoom a whole number from 1 to 19',
  language: (tag: string) => `Site languages: "${tag}" is not a language tag (en, nb, de, pt-BR)`,
  languageTwice: (tag: string) => `Site languages: "${tag}" is listed twice`,
};

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
};
const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//');
const isLinkTarget = (value: string) => isSitePath(value) || isWebUrl(value);
const isImageRef = (value: string) => isSitePath(value) || isWebUrl(value) || value.startsWith('asset:') || /^data:image\/(png|jpe?g|gif|webp);base64,/i.test(value);

/** Bare names are allowed where the service's address is known (github: "my-lab"). */
const BARE_NAME = /^@?[A-Za-z0-9][A-Za-z0-9._-]*$/;
const BARE_OK = new Set(['github', 'gitlab', 'bluesky', 'x', 'orcid']);

export function validateLabProfile(profile: LabProfile): string | null {
  if (!profile.name.trim()) return PROFILE_MESSAGES.nameRequired;
  for (const [index, tag] of (profile.languages ?? []).entries()) {
    if (!LANGUAGE_TAG.test(tag)) return PROFILE_MESSAGES.language(tag);
    if (profile.languages!.indexOf(tag) !== index) return PROFILE_MESSAGES.languageTwice(tag);
  }
  if (profile.institutionUrl.trim() && !isWebUrl(profile.institutionUrl.trim())) return PROFILE_MESSAGES.url('Institution URL');
  for (const [field, value] of [
    ['Logo', profile.logo],
    ['Favicon', profile.favicon],
    ['Share image', profile.shareImage],
  ] as const) {
    if (value.trim() && !isImageRef(value.trim())) return PROFILE_MESSAGES.image(field);
    if (!isContainedPath(value)) return PATH_MESSAGE(field);
  }
  for (const [field, image, alt] of [
    ['Logo', profile.logo, profile.logoAlt],
    ['Share image', profile.shareImage, profile.shareImageAlt],
  ] as const) {
    // '' is the explicit decorative choice (docs/decisions/046); whitespace alone is no description.
    if (image.trim() && (alt === undefined || (alt !== '' && !alt.trim()))) return PROFILE_MESSAGES.alt(field);
  }
  const brand = brandPalette(profile.brandColor);
  if (!brand.ok) return `Brand colour: ${brand.reason}`;
  for (const [field, button] of [
    ['Primary button', profile.home.primaryButton],
    ['Secondary button', profile.home.secondaryButton],
  ] as const) {
    if (button.target.trim() && !isLinkTarget(button.target.trim())) return PROFILE_MESSAGES.link(`${field} target`);
  }
  const texts: [string, string][] = [
    ['Mission', profile.home.mission],
    ['Collaborations text', profile.contact.collaborations.text],
    ['Job openings text', profile.contact.jobs.text],
    ['Press text', profile.contact.press.text],
  ];
  for (const [field, text] of texts) {
    for (const target of markdownLinks(text)) {
      if (!isLinkTarget(target) && !(target.startsWith('mailto:') && mailtoUrl(target.slice(7).split('?')[0]))) {
        return PROFILE_MESSAGES.textLink(field, target);
      }
    }
  }
  for (const [field, value] of [
    ['Email', profile.contact.email],
    ['Press email', profile.contact.pressEmail],
  ] as const) {
    if (value.trim() && !mailtoUrl(value.trim())) return PROFILE_MESSAGES.email(field);
  }
  for (const key of SOCIAL_KEYS) {
    const value = profile.links[key].trim();
    if (!value || isWebUrl(value)) continue;
    if (!(BARE_OK.has(key) && BARE_NAME.test(value))) return PROFILE_MESSAGES.url(SOCIAL_LABELS[key]);
  }
  const map = profile.contact.map;
  if (map && !(Math.abs(map.latitude) <= 90 && Math.abs(map.longitude) <= 180 && Number.isInteger(map.zoom) && map.zoom >= 1 && map.zoom <= 19)) {
    return PROFILE_MESSAGES.map;
  }
  return null;
}

/** What link previews want of a share image (OpenGraph and X large cards: 1.91:1). */
export const SHARE_IMAGE_MIN = { width: 1200, height: 630 } as const;

/** A note on a share image of this size, or null when previews show it well. Never blocks a save. */
export function shareImageSizeNote(size: { width: number; height: number }): string | null {
  const { width, height } = size;
  if (width < SHARE_IMAGE_MIN.width || height < SHARE_IMAGE_MIN.height)
    return `This image is ${width} × ${height} px: link previews want at least 1200 × 630 px, or show it small or blurred.`;
  const ratio = width / height;
  if (ratio < 1.5 || ratio > 2.2) return `This image is ${width} × ${height} px: link previews crop it to 1.91:1 (1200 × 630 px), so part of it is cut off.`;
  return null;
}
