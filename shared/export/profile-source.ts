/**
 * Source export of the lab profile (shared/content/seed/labProfile.ts), in the same generated
 * style as the data sets and settings.ts: exporting an unchanged profile reproduces the file
 * byte for byte, and only the canonical form is read back.
 */
import type { LabProfile } from '../content/model/lab-profile';
import { labProfileSchema } from '../content/model/lab-profile-schema';
import { escapeHiddenCharacters, findHiddenCharacter } from './source';

export const PROFILE_PATH = 'shared/content/seed/labProfile.ts';
export const PROFILE_FILE_NAME = 'labProfile.ts';
const MARKER = 'export const labProfile: LabProfile = ';

/** The profile in canonical shape: the schema's key order, every field present. */
export function canonicalProfile(profile: unknown): LabProfile {
  return labProfileSchema.parse(profile ?? {});
}

export function generateProfileSource(profile: LabProfile): string {
  const body = escapeHiddenCharacters(JSON.stringify(canonicalProfile(profile), null, 2));
  return [
    "// The lab's profile: names, brand colour, links and the texts of the home, contact and list pages.",
    '// Written by the studio\'s "Export Current Data as Default"; edit in the studio (Lab profile) or by hand.',
    "import type { LabProfile } from '../lab-profile';",
    '',
    `${MARKER}${body};`,
    '',
  ].join('\n');
}

export type ParsedProfile = { ok: true; profile: LabProfile } | { ok: false; error: string };

export function parseProfileSource(text: string): ParsedProfile {
  const hidden = findHiddenCharacter(text);
  if (hidden) return { ok: false, error: `holds a raw invisible or bidirectional control character (${hidden}); the exporter writes it as an escape` };
  const start = text.indexOf(MARKER);
  if (start < 0) return { ok: false, error: `missing "${MARKER.trim()}"` };
  let data: unknown;
  try {
    data = JSON.parse(text.slice(start + MARKER.length).replace(/;\n$/, ''));
  } catch (error) {
    return { ok: false, error: `the profile is not a JSON object (${error instanceof Error ? error.message : String(error)})` };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, error: 'the profile is not an object' };
  const profile = canonicalProfile(data);
  if (generateProfileSource(profile) !== text) {
    return { ok: false, error: 'the file is not in the exporter\'s canonical form (unknown or mistyped fields, or edited layout)' };
  }
  return { ok: true, profile };
}
