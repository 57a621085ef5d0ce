/**
 * The build's settings for the studio's publication tools (vite.config.ts injects them):
 * API roots, Crossref's polite-pool contact, the lab's ORCID iD and whether citation counts
 * are on. Outside a build (unit tests) the public services' defaults apply and counts are off.
 */
import { CROSSREF_DEFAULT_URL } from '../content/scholarly/citation';
import { DATACITE_DEFAULT_URL } from '../content/scholarly/datacite';
import { ORCID_DEFAULT_URL } from '../content/scholarly/orcid';
import { ZOTERO_DEFAULT_URL } from '../content/scholarly/zotero';
import { OPENALEX_DEFAULT_URL, type ScholarlyEndpoints } from '../content/scholarly/scholarly-fetch';

const built = typeof __SCHOLARLY__ === 'object' ? __SCHOLARLY__ : null;

export const SCHOLARLY_ENDPOINTS: ScholarlyEndpoints = {
  orcid: built?.orcid ?? ORCID_DEFAULT_URL,
  crossref: typeof __CROSSREF_API_URL__ === 'string' ? __CROSSREF_API_URL__ : CROSSREF_DEFAULT_URL,
  datacite: built?.datacite ?? DATACITE_DEFAULT_URL,
  openalex: built?.openalex ?? OPENALEX_DEFAULT_URL,
  mailto: built?.mailto || undefined,
};

/** The Zotero Web API's root (ZOTERO_API_URL at build time). */
export const ZOTERO_API = built?.zotero ?? ZOTERO_DEFAULT_URL;

/** The lab's own ORCID iD (LAB_ORCID_IDS, its first entry), or ''. */
export const LAB_ORCID = built?.labOrcid ?? '';

/** Whether the studio offers "Update citation counts" (CITATION_COUNTS=1 at build time). */
export const CITATION_COUNTS = built?.citationCounts ?? false;

/** Fewer, quicker retries in the editor's browser than in the sync command. */
export const STUDIO_FETCH = { retries: 1, backoffMs: 500 };
