/**
 * How a collection's fields are declared (docs/decisions/083): one entry per stored field, in
 * the order of the exported files, each with its label, kind, whether it is required and
 * translatable, its help text and the facts of its kind (a relation's target, an image's alt
 * field and asset folder, a list's items). Schemas, blank items, the translatable set, the
 * health checks' URL and image fields, the review's labels, the translation editor and the
 * studio's default form all read these declarations; nothing else names a field's label or kind.
 *
 * No schema lives here: the visitor's page code reads the declarations without loading zod
 * (docs/decisions/030, 059). The storage shape of each kind is in ./schemas.ts.
 */

/** Folders below public/assets/ that exports may write, by what they hold. */
export const ASSET_FOLDERS = ['team', 'team/cv', 'projects', 'software', 'news', 'collaborators', 'funding', 'profile', 'publications', 'pages'] as const;
export type AssetFolder = (typeof ASSET_FOLDERS)[number];

/**
 * What a field holds, and so how it is stored, checked and edited:
 * - text: one line; longText: a paragraph; markdown: prose written in Markdown (docs/decisions/076);
 * - url: a web address; email; date: a day (YYYY-MM-DD);
 * - image: a picture's address (uploaded or linked), with its alt text field beside it;
 * - file: an uploaded document's address (a CV, a paper's PDF);
 * - relation: the id (or ids) of items of another collection;
 * - list: lines of text; flag: yes or no;
 * - special: a field whose stored shape is its own (an id, a year, a colour); its schema is
 *   given beside the declarations (./schemas.ts, SPECIAL_FIELDS).
 */
export type FieldKind = 'text' | 'longText' | 'markdown' | 'url' | 'email' | 'date' | 'image' | 'file' | 'relation' | 'list' | 'flag' | 'special';

/** The alt text of an image field (docs/decisions/046): absent = not written yet, '' = decorative. */
export interface AltFacts<A extends string = string> {
  key: A;
  label: string;
  translatable: boolean;
  /** The checkbox that marks the image decorative, when not the usual words. */
  decorativeLabel?: string;
}

export interface ImageFacts<A extends string = string> {
  alt: AltFacts<A>;
  /** Where the export writes an uploaded picture. */
  folder: AssetFolder;
  /** The file button's label ("Upload image", "Upload logo"). */
  upload: string;
  /** The address field's label ("Image URL", "Logo URL"). */
  url: string;
  /** The control a health problem's fix link names: the file button or the address field. */
  fix: 'upload' | 'url';
  /** The widest the site displays it, in CSS pixels (share cards excluded). */
  displayWidth: number;
  /** Neither side of an uploaded picture is larger. */
  maxSide?: number;
  /** The item's share image for link previews (docs/decisions/078), not the picture its pages show. */
  share: boolean;
  /** The studio's style of its preview ("studio-logo-preview"), when not the usual one. */
  previewClass?: string;
}

export interface FileFacts {
  folder: AssetFolder;
}

export interface FieldSpec<K extends string = string, F extends FieldKind = FieldKind, O extends boolean = boolean> {
  key: K;
  kind: F;
  /** The form's label, and the word every other screen uses for the field. */
  label: string;
  /** The form refuses to save without it. */
  required: boolean;
  /** Written per language (docs/decisions/060). */
  translatable: boolean;
  /** The hint under the field in the form. */
  help?: string;
  /** Absent from a stored item unless set, so content without it exports unchanged. */
  optional: O;
  /** The form checks its value although it may be empty (an ORCID iD's check digit, an address). */
  checked: boolean;
  /** The publish review's words for it, where they are not the label's. */
  review?: string;
  /** text: the only values it takes, in the order a form offers them (the first is a new item's). */
  choices?: readonly string[];
  /** relation: the collection its ids name, and whether it holds several. */
  target?: string;
  many?: boolean;
  /** list: what each line is, and one of them in words ("discipline"). */
  items?: 'text' | 'markdown';
  one?: string;
  /** flag: its value when nothing is stored. */
  fallback?: boolean;
  image?: ImageFacts;
  file?: FileFacts;
}

/** What every builder takes besides the key and label. */
export interface FieldOptions<O extends boolean = false> {
  required?: boolean;
  translatable?: boolean;
  help?: string;
  optional?: O;
  checked?: boolean;
  review?: string;
  /** text: the only values it takes (see FieldSpec.choices). */
  choices?: readonly string[];
}

/* @__NO_SIDE_EFFECTS__ */
function field<K extends string, F extends FieldKind, O extends boolean>(kind: F, key: K, label: string, options: FieldOptions<O> = {}): FieldSpec<K, F, O> {
  const spec: FieldSpec<K, F, O> = {
    key,
    kind,
    label,
    required: options.required ?? false,
    translatable: options.translatable ?? false,
    optional: (options.optional ?? false) as O,
    checked: options.checked ?? false,
  };
  if (options.help !== undefined) spec.help = options.help;
  if (options.review !== undefined) spec.review = options.review;
  if (options.choices !== undefined) spec.choices = options.choices;
  return spec;
}

/* @__NO_SIDE_EFFECTS__ */
export const text = <K extends string, const O extends boolean = false>(key: K, label: string, options?: FieldOptions<O>) => field('text', key, label, options);
/* @__NO_SIDE_EFFECTS__ */
export const longText = <K extends string, const O extends boolean = false>(key: K, label: string, options?: FieldOptions<O>) => field('longText', key, label, options);
/* @__NO_SIDE_EFFECTS__ */
export const markdown = <K extends string, const O extends boolean = false>(key: K, label: string, options?: FieldOptions<O>) => field('markdown', key, label, options);
/* @__NO_SIDE_EFFECTS__ */
export const url = <K extends string, const O extends boolean = false>(key: K, label: string, options?: FieldOptions<O>) => field('url', key, label, options);
/* @__NO_SIDE_EFFECTS__ */
export const email = <K extends string, const O extends boolean = false>(key: K, label: string, options?: FieldOptions<O>) => field('email', key, label, options);
/* @__NO_SIDE_EFFECTS__ */
export const date = <K extends string, const O extends boolean = false>(key: K, label: string, options?: FieldOptions<O>) => field('date', key, label, options);
/* @__NO_SIDE_EFFECTS__ */
export const special = <K extends string, const O extends boolean = false>(key: K, label: string, options?: FieldOptions<O>) => field('special', key, label, options);

/* @__NO_SIDE_EFFECTS__ */
export const flag = <K extends string, const O extends boolean = false>(key: K, label: string, options: FieldOptions<O> & { fallback?: boolean } = {}) => ({
  ...field('flag', key, label, options),
  fallback: options.fallback ?? false,
});

/* @__NO_SIDE_EFFECTS__ */
export const list = <K extends string, const O extends boolean = false>(key: K, label: string, options: FieldOptions<O> & { items?: 'text' | 'markdown'; one?: string } = {}) => ({
  ...field('list', key, label, options),
  items: options.items ?? 'text',
  ...(options.one !== undefined ? { one: options.one } : {}),
});

/* @__NO_SIDE_EFFECTS__ */
export const relation = <K extends string, const M extends boolean, const O extends boolean = false>(
  key: K,
  label: string,
  options: FieldOptions<O> & { target: string; many: M },
) => ({ ...field('relation', key, label, options), target: options.target, many: options.many });

/* @__NO_SIDE_EFFECTS__ */
export const file = <K extends string, const O extends boolean = false>(key: K, label: string, options: FieldOptions<O> & FileFacts) => ({
  ...field('file', key, label, options),
  file: { folder: options.folder },
});

type ImageOptions<A extends string, O extends boolean> = FieldOptions<O> &
  Omit<ImageFacts<A>, 'alt' | 'share' | 'fix'> & { alt: AltFacts<A>; share?: boolean; fix?: 'upload' | 'url' };

/** An image and, beside it, its alt text field: both stored, the alt text right after the image. */
/* @__NO_SIDE_EFFECTS__ */
export const image = <K extends string, const A extends string, const O extends boolean = false>(key: K, label: string, options: ImageOptions<A, O>) => {
  const facts: ImageFacts<A> = {
    alt: options.alt,
    folder: options.folder,
    upload: options.upload,
    url: options.url,
    fix: options.fix ?? 'url',
    displayWidth: options.displayWidth,
    share: options.share ?? false,
  };
  if (options.maxSide !== undefined) facts.maxSide = options.maxSide;
  if (options.previewClass !== undefined) facts.previewClass = options.previewClass;
  return { ...field('image', key, label, options), image: facts };
};

/** The stored keys a field stands for: its own, and an image's alt text after it. */
export function storedKeys(spec: FieldSpec): string[] {
  return spec.image ? [spec.key, spec.image.alt.key] : [spec.key];
}

/** One stored key of a collection, with what it is: a declared field, or the alt text of one. */
export interface StoredField {
  key: string;
  label: string;
  translatable: boolean;
  /** The declared field itself, or the image field whose alt text it is. */
  spec: FieldSpec;
  alt: boolean;
}

/** Every stored key of the fields, in export order: an image's alt text right after it. */
export function storedFields(fields: readonly FieldSpec[]): StoredField[] {
  return fields.flatMap((spec): StoredField[] => [
    { key: spec.key, label: spec.label, translatable: spec.translatable, spec, alt: false },
    ...(spec.image ? [{ key: spec.image.alt.key, label: spec.image.alt.label, translatable: spec.image.alt.translatable, spec, alt: true }] : []),
  ]);
}

/** The keys written per language, in export order. */
export function translatableKeys(fields: readonly FieldSpec[]): string[] {
  return storedFields(fields)
    .filter((stored) => stored.translatable)
    .map((stored) => stored.key);
}

/** A label as running text: "Image URL" -> "image URL", "Title" -> "title"; a leading abbreviation stays ("DOI", "PDF link"). */
export function lowerLabel(label: string): string {
  const first = label.split(' ')[0]!;
  return first.length > 1 && first === first.toUpperCase() ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/** The review's words for a stored key of these fields, or undefined when none declares it. */
export function reviewLabelOf(fields: readonly FieldSpec[], key: string): string | undefined {
  const stored = storedFields(fields).find((entry) => entry.key === key);
  if (!stored) return undefined;
  return !stored.alt && stored.spec.review !== undefined ? stored.spec.review : lowerLabel(stored.label);
}

/**
 * One collection: its names in the studio's and the site's words, and its fields in export
 * order (one file per collection in ./declarations/, gathered in ./collections.ts).
 */
export interface CollectionDeclaration<Fields extends readonly FieldSpec[] = readonly FieldSpec[], Checks extends readonly DeclaredCheck[] = readonly DeclaredCheck[]>
  extends CollectionFacts,
    DeclaredCollection<Fields, Checks> {}

/** What a declaration module writes of its collection; the registry (./collection-facts.ts) adds its facts. */
export interface DeclaredCollection<Fields extends readonly FieldSpec[] = readonly FieldSpec[], Checks extends readonly DeclaredCheck[] = readonly DeclaredCheck[]> {
  /** "Could not find {singular} …", "saving the {singular}". */
  singular: string;
  plural: string;
  /** The TypeScript type of an item, as the exported source files name it. */
  type: string;
  /** The word a new id starts from when its name gives none (docs/decisions/068). */
  idPrefix: string;
  /** The studio's list: its heading, and the nouns of its count, search, empty state and Add button. */
  list: { title: string; one: string; many: string };
  /** Its card on the studio's dashboard: title and the words after the count. */
  card: { title: string; caption: string };
  fields: Fields;
  /**
   * The order the collection's own form shows its required and checked fields in, where it is
   * not the export order (the first one a health problem names is the first the form shows).
   */
  formOrder?: readonly string[];
  /**
   * Found by the site search (site/search/engine.ts) as a result of this kind (the search's
   * catalogue words it): by each field with its weight, a relation to the team by the members'
   * names, Markdown by its plain text; `meta` is the line under the result's title.
   */
  search?: { kind: string; fields: readonly (readonly [key: string, weight: number])[]; meta: readonly string[]; body?: string };
  /** The site-health checks of the collection's own items (shared/content/health), in the order they run. */
  checks?: Checks;
}

/**
 * A site-health check a collection declares of its items: its id, the heading of its group in
 * the studio's site-health view, and what it finds on one item (each a warning unless it says
 * otherwise), on the day the content is judged. The problem's item, target and field label
 * come from the declaration.
 */
export interface DeclaredCheck {
  id: string;
  title: string;
  severity?: 'error' | 'warning';
  // The item as stored: the declaration's fields by key (its schema derives from the declaration).
  find(item: Readonly<Record<string, unknown>>, judged: { today: string }): readonly DeclaredFinding[];
}

export interface DeclaredFinding {
  /** The stored key the problem is about ("description"). */
  field: string;
  message: string;
  /** The words shared by every problem of its kind, where the message names the item's own value. */
  summary?: string;
}

/** A collection's declaration, its field list and its checks' ids kept as written (for the schemas' and the checks' types). */
/* @__NO_SIDE_EFFECTS__ */
export const declareCollection = <const Fields extends readonly FieldSpec[], const Checks extends readonly DeclaredCheck[] = readonly []>(
  declaration: DeclaredCollection<Fields, Checks>,
) => declaration;

export interface CollectionFacts {
  /** The studio's path segment: /admin/{admin}, /admin/{admin}/new, /admin/{admin}/edit/{id}. */
  admin: string;
  /** The public page that lists the collection, if any. */
  listPage: string | null;
  /** The public address of one item: its own page, or its place on the list page. */
  item: ((id: string) => string) | null;
  /** The field that names an item. */
  nameField: 'title' | 'name';
  /** The heading of its section (the navigation's fallback name, the publish review's heading: "Team members"). */
  section: string;
  /**
   * Its section of the site, where it has one: the key the lab profile's section choices
   * (automatic, always, hide) and the navigation use.
   */
  sectionKey?: string;
  /**
   * The English word of its section's link in the main navigation, for a section added since the
   * frame's catalogue (site/i18n/en/frame.ts) named its own; another language's catalogue words it
   * in its `nav`. A section with neither has no link there.
   */
  navWord?: string;
  /** Listed on the pages of the members and research areas its items name (docs/decisions/086). */
  listedOn?: Listed;
}

/**
 * How a collection is listed on a member's or a research area's page: the relation fields that
 * name them (the same keys its declaration gives those relations; a unit test holds them equal),
 * the field its items are ordered by (newest first), and the fields of the line after an item's
 * name, of which `days` are shown as days in the page's words.
 */
export interface Listed {
  by: { readonly teamMembers?: readonly string[]; readonly projects?: readonly string[] };
  order: string;
  line: readonly string[];
  days: readonly string[];
}

/** A stored value of a field, by its kind: text '' when missing, lists [] (or absent when optional), flags their value. */
type StoredValue<F> = F extends { kind: 'flag' }
  ? boolean
  : F extends { kind: 'list' } | { kind: 'relation'; many: true }
    ? string[]
    : string;

type OptionalKeys<Fields extends readonly FieldSpec[]> = Extract<Fields[number], { optional: true }>['key'];
type AltKeyOf<F> = F extends { image: { alt: { key: infer A extends string } } } ? A : never;

/**
 * An item of a collection, as its declaration's fields store it: the type a content file names
 * (`Course[]`) for a collection whose fields are all of the declared kinds (./schemas.ts gives
 * the collections with fields of a shape of their own their types; a unit test holds the two
 * equal). Written here rather than read from the schema, so a declaration can name its item's
 * type without importing the schemas.
 */
export type ItemOf<D extends { fields: readonly FieldSpec[] }> = {
  [F in D['fields'][number] as F['key'] extends OptionalKeys<D['fields']> ? never : F['key']]: StoredValue<F>;
} & {
  [F in D['fields'][number] as F['key'] extends OptionalKeys<D['fields']> ? F['key'] : never]?: StoredValue<F> | undefined;
} & { [F in D['fields'][number] as AltKeyOf<F>]?: string | undefined } & { translations?: Record<string, Record<string, string | string[]>> | undefined };
