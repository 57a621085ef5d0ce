/** Business constants of docs/product.md §9, in one place. */
export const APP_VERSION = '1.0.1';
export const LAB_COLOR = '#00AAFF';
/**
 * The product's default brand colour (docs/product.md §9 "Lab colour"); the stylesheet's tokens are its
 * palette. Here rather than beside the palette code, so a page that only names it loads none of that.
 */
export const DEFAULT_BRAND_COLOR = LAB_COLOR;
/** The lab colour darkened until it meets WCAG AA (4.5:1) as text on white. */
export const LAB_TEXT_COLOR = '#00749F';
export const DEFAULT_PROJECT_GRADIENT = 'linear-gradient(135deg, #00AAFF, #005580)';
export const DEFAULT_MEMBER_COLOR = '#000000';
export const FORM_MEMBER_COLOR = '#00AAFF';
export const CARD_GRADIENT_ANGLE = 135;

export const PROJECT_CARD_EXCERPT = 120;
export const HOME_EXCERPT = 115;
export const MEMBER_PROJECT_EXCERPT = 150;
export const HOME_CARD_TAGS = 3;
export const DASHBOARD_TITLE_LENGTH = 20;
export const MOBILE_BREAKPOINT = 768;

export const MAX_PROJECT_EMOJIS = 3;
/** The 21 OpenMoji hexcodes offered by the project form's palette. */
export const DEFAULT_EMOJI_PALETTE = [
  '1F9E0', // brain
  '1F52C', // microscope
  '1F9EA', // test tube
  '1F4CA', // bar chart
  '1F4BB', // laptop
  '1F916', // robot
  '1F50D', // magnifying glass
  '1F4A1', // light bulb
  '1F9EC', // DNA
  '1F441', // eye
  '1F442', // ear
  '1F9E9', // puzzle piece
  '1F4DA', // books
  '1F4C8', // chart increasing
  '1F310', // globe with meridians
  '2699', // gear
  '1F9EE', // abacus
  '1F3AF', // direct hit
  '1F5E3', // speaking head
  '1F465', // busts in silhouette
  '1F680', // rocket
] as const;

export const DEFAULT_TOPIC_HUE = 210;
export const TOPIC_SATURATION = 70;
export const TOPIC_LIGHTNESS = 80;

export const MIN_PUBLICATION_YEAR = 1900;
export const maxPublicationYear = (now: Date = new Date()) => now.getFullYear() + 5;

export const PROFILE_IMAGE_MAX_SIDE = 800;
export const PROFILE_IMAGE_RESIZE_BYTES = 1024 * 1024;
export const PROFILE_IMAGE_JPEG_QUALITY = 0.85;
/** The largest side, in pixels, of a picture uploaded for each place (stored as WebP, docs/decisions/075). */
export const PROJECT_IMAGE_MAX_SIDE = 1600;
export const NEWS_IMAGE_MAX_SIDE = 1600;
export const SOFTWARE_IMAGE_MAX_SIDE = 1200;
export const PAGE_IMAGE_MAX_SIDE = 1600;
export const LOGO_IMAGE_MAX_SIDE = 512;
export const FAVICON_MAX_SIDE = 512;
export const CV_MAX_BYTES = 5242880;

export const SAVE_REDIRECT_MS = 1500;
export const DELETE_REDIRECT_MS = 1000;
export const TOPIC_MESSAGE_MS = 3000;

export const DEFAULT_TEAM_IMAGE = '/assets/lab/team.svg';
export const DEFAULT_TEAM_IMAGE_POSITION = 'center';
/** An uploaded team picture is resized like a profile photo, but kept sharp enough for a wide screen. */
export const TEAM_IMAGE_MAX_SIDE = 1600;
export const TEAM_IMAGE_POSITIONS = ['center', 'top', 'bottom', 'left', 'right'] as const;

export const LICENSES = ['MIT', 'Apache 2.0', 'GPL v3', 'BSD', 'CC BY', 'Custom'] as const;
/** The canonical text of each licence choice (schema.org's license wants a URL); Custom has none. */
export const LICENSE_URLS: Record<string, string> = {
  MIT: 'https://opensource.org/license/mit',
  'Apache 2.0': 'https://www.apache.org/licenses/LICENSE-2.0',
  'GPL v3': 'https://www.gnu.org/licenses/gpl-3.0.html',
  BSD: 'https://opensource.org/license/bsd-3-clause',
  'CC BY': 'https://creativecommons.org/licenses/by/4.0/',
};
export const JOB_TYPES = [
  'Postdoctoral Researcher',
  'Doctoral Researcher',
  'Student Research Assistant',
  'Intern',
  'Other',
] as const;
export const JOB_LOCATIONS = ['On-site', 'Remote', 'On-site, hybrid'] as const;
export const PUBLICATION_TYPES = [
  'journal article',
  'conference proceeding',
  'workshop contribution',
  'book chapter',
  'book',
  'commentary',
  'preprint',
  'thesis',
  "master's thesis",
  'report',
  'dataset',
  'software',
] as const;
export const TEAM_ROLES = [
  'Principal Investigator',
  'Administration',
  'Postdoctoral Researcher',
  'Doctoral Researcher',
  'Visiting Doctoral Researcher',
  'Student Research Assistant',
  'Master Student',
] as const;

export const DOI_RESOLVER = 'https://doi.org/';
export const CODE_HOST_PROFILE = 'https://github.com/';
