/**
 * The citation styles a lab can choose for its reference texts (the lab profile's
 * `citationStyle`, docs/decisions/073). Names only: the styles themselves and the processor live
 * in shared/content/scholarly/csl/, which the build and the studio load, never a visitor's page.
 */
export const CITATION_STYLES = ['apa', 'chicago-author-date', 'ieee', 'vancouver', 'nature', 'harvard'] as const;
export type CitationStyle = (typeof CITATION_STYLES)[number];

/** A profile without a choice: APA, the closest style to the site's earlier reference text. */
export const DEFAULT_CITATION_STYLE: CitationStyle = 'apa';

/** The names the studio shows. */
export const CITATION_STYLE_LABELS: Record<CitationStyle, string> = {
  apa: 'APA (7th edition)',
  'chicago-author-date': 'Chicago (author-date)',
  ieee: 'IEEE',
  vancouver: 'Vancouver (NLM)',
  nature: 'Nature',
  harvard: 'Harvard (Cite Them Right)',
};

export function isCitationStyle(value: unknown): value is CitationStyle {
  return typeof value === 'string' && (CITATION_STYLES as readonly string[]).includes(value);
}

/** The style a profile chose, or the default. */
export function citationStyleOf(profile: { citationStyle?: string } | undefined): CitationStyle {
  const chosen = profile?.citationStyle;
  return isCitationStyle(chosen) ? chosen : DEFAULT_CITATION_STYLE;
}
