/**
 * How the content files of a site (shared/content/seed/: the eight data sets, settings.ts and
 * labProfile.ts) become the content the site and the studio start from. Everything is taken as
 * the files hold it and nothing is derived into it, so that exporting unchanged content writes
 * the very same files (docs/decisions/002, 064).
 */
import { byCollection } from './collections';
import type { LabProfile } from './lab-profile';
import type { Content, EntityKind, EntityMap, SiteSettings } from './model';

export interface SeedFiles {
  /** A data set without a file (a content folder written before its collection existed) is empty. */
  lists: { [K in EntityKind]?: readonly EntityMap[K][] };
  settings: SiteSettings;
  labProfile: LabProfile;
}

/** A fresh copy of the content the files hold; the caller's values are never shared. */
export function contentFromSeedFiles(files: SeedFiles): Content {
  const lists = { ...byCollection(() => []), ...structuredClone(files.lists) } as { [K in EntityKind]: EntityMap[K][] };
  const { featuredItems, teamImage, teamImagePosition, topicColorRegistry } = structuredClone(files.settings);
  return {
    ...lists,
    // The registry is what settings.ts holds: a topic it lacks keeps the colour its project gives
    // it (projects.ts), on the site and in the studio alike.
    topicColorRegistry,
    featuredItems,
    teamImage,
    teamImagePosition,
    labProfile: structuredClone(files.labProfile),
  };
}
