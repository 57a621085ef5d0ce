/** Build-time constants injected by vite.config.ts. */
declare const __ADMIN_PASSWORD_HASH__: { salt: string; hash: string; iterations: number };
declare const __APP_VERSION__: string;
/** The site's public origin (SITE_URL without its path), for canonical and share URLs. */
declare const __SITE_ORIGIN__: string;
/** The year of the build: what the prerendered footer shows until the browser knows the date. */
declare const __BUILD_YEAR__: number;
/** The build's day (YYYY-MM-DD, BUILD_DATE when set): expiring content is judged by it until the browser knows the date. */
declare const __BUILD_DATE__: string;
/** Base URL of the Crossref REST API for "Fill from DOI" (build setting CROSSREF_API_URL). */
declare const __CROSSREF_API_URL__: string;
declare const __GITHUB_API_URL__: string;
/** The studio's publication tools (ORCID_API_URL, DATACITE_API_URL, OPENALEX_API_URL, CROSSREF_MAILTO, LAB_ORCID_IDS, CITATION_COUNTS). */
declare const __SCHOLARLY__: { orcid: string; datacite: string; openalex: string; zotero: string; mailto: string; labOrcid: string; citationCounts: boolean };
declare const __PUBLISH_REPOSITORY__: string;
/** The side panel's "Sign in with GitHub" (GITHUB_CLIENT_ID, GITHUB_LOGIN_URL, GITHUB_OAUTH_SCOPE); clientId '' when not set up. */
declare const __GITHUB_SIGN_IN__: { clientId: string; loginUrl: string; scope: string };

/** The extension build's file name of a script imported with ?script&iife (see extension/background.ts). */
declare module '*?script&iife' {
  const fileName: string;
  export default fileName;
}
