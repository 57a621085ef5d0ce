/**
 * The one way components read the lab's profile (docs/decisions/050), and which public
 * sections are listed. Head and prerender code read it with `labProfileOf(content)`.
 */
import { useMemo } from 'react';
import { labProfileOf, type LabProfile, type SectionKey } from '../content/lab-profile';
import { shownSections } from '../content/sections';
import { useContent } from './content-context';

export function useLabProfile(): LabProfile {
  return labProfileOf(useContent());
}

/** The public sections listed in the navigation and on the home page. */
export function useShownSections(): Set<SectionKey> {
  const content = useContent();
  const profile = labProfileOf(content);
  return useMemo(() => shownSections(profile, content), [profile, content]);
}
