/**
 * Which site origins the extension works on. The single source of truth is the browser's own
 * permission list: the required host permissions of the manifest (the local development
 * origins and any added at build time) plus each optional origin staff granted from a click.
 * The pure helpers here are shared by the manifest, the background and the panel.
 */

/**
 * The local development origins (Vite's default port). They are host permissions only in a
 * development build of the extension (EXTENSION_DEV=1, `npm run build:extension:dev`); the
 * store build never has them, so an unrelated app on that port is never taken for a lab site.
 */
export const DEV_SITE_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** True for the build flag that turns on the development origins ("1", "true", "yes"). */
export function isDevBuild(value: string | undefined): boolean {
  return /^(1|true|yes)$/i.test((value ?? '').trim());
}

/** The required host origins of a build: LAB_SITE_ORIGINS, plus the development origins in a development build. */
export function buildSiteOrigins(env: { LAB_SITE_ORIGINS?: string; EXTENSION_DEV?: string }): string[] {
  return [...new Set([...(isDevBuild(env.EXTENSION_DEV) ? DEV_SITE_ORIGINS : []), ...parseOriginList(env.LAB_SITE_ORIGINS)])];
}

/** A typed address that names no scheme ("lab.example.org"): the editor must say http or https. */
export function hasScheme(input: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(input.trim());
}

/** "https://lab.example.org" -> "https://lab.example.org/*" (a host permission / match pattern). */
export function originPattern(origin: string): string {
  return `${origin}/*`;
}

/**
 * The origin of a typed site address ("lab.example.org", "https://lab.example.org/team"),
 * or null when it is not an http(s) address with a host. Paths are dropped: access is per origin.
 */
export function normalizeOrigin(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password || url.hostname.includes('*')) return null;
  return url.origin;
}

/** "http://127.0.0.1:5173/*" -> "http://127.0.0.1:5173"; null for wildcard or non-http patterns. */
export function originOfPattern(pattern: string): string | null {
  const match = /^(https?):\/\/([^/*]+)\/\*$/.exec(pattern);
  if (!match) return null;
  return normalizeOrigin(`${match[1]}://${match[2]}`);
}

/** The origin of a page URL, or null for anything that is not an http(s) page. */
export function originOfUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export function isConfiguredUrl(url: string | undefined, origins: readonly string[]): boolean {
  const origin = originOfUrl(url);
  return origin !== null && origins.includes(origin);
}

/**
 * Build-time extra origins (LAB_SITE_ORIGINS="https://lab.example.org,https://staging.example.org").
 * Throws on an entry that is not an http(s) origin, so a typo fails the build instead of shipping.
 */
export function parseOriginList(value: string | undefined): string[] {
  const out: string[] = [];
  for (const entry of (value ?? '').split(/[\s,]+/)) {
    if (!entry) continue;
    // A build setting is spelt out in full: the scheme is never guessed here.
    const origin = /^https?:\/\//i.test(entry) ? normalizeOrigin(entry) : null;
    if (!origin) throw new Error(`LAB_SITE_ORIGINS: "${entry}" is not an http(s) origin such as https://lab.example.org`);
    if (!out.includes(origin)) out.push(origin);
  }
  return out;
}

/**
 * GitHub's login and API hosts, which the extension may reach for "Sign in with GitHub"
 * (extension/github-settings.ts): host permissions, but never lab sites.
 */
export function githubServiceOrigins(): string[] {
  if (typeof __GITHUB_SIGN_IN__ === 'undefined' || !__GITHUB_SIGN_IN__.clientId) return [];
  return [new URL(__GITHUB_SIGN_IN__.loginUrl).origin, new URL(__GITHUB_API_URL__).origin];
}

/** The origins that come with the build (required host permissions), from the manifest. */
export function builtInOrigins(manifest: chrome.runtime.Manifest): string[] {
  const patterns = (manifest.host_permissions ?? []) as string[];
  const services = githubServiceOrigins();
  return patterns
    .map(originOfPattern)
    .filter((origin): origin is string => origin !== null && !services.includes(origin));
}

/** The built-in origins plus every origin staff granted; reads the live permission list. */
export async function configuredOrigins(): Promise<{ builtIn: string[]; added: string[] }> {
  const builtIn = builtInOrigins(chrome.runtime.getManifest());
  const granted = (await chrome.permissions.getAll()).origins ?? [];
  const added = granted
    .map(originOfPattern)
    .filter((origin): origin is string => origin !== null && !builtIn.includes(origin) && !githubServiceOrigins().includes(origin));
  return { builtIn, added: [...new Set(added)] };
}

export async function allConfiguredOrigins(): Promise<string[]> {
  const { builtIn, added } = await configuredOrigins();
  return [...builtIn, ...added];
}

/** The bundled content-script file, as the manifest names it (the build adds no hash to it). */
export function contentScriptFile(manifest: chrome.runtime.Manifest): string | null {
  return manifest.content_scripts?.[0]?.js?.[0] ?? null;
}

/** Id of the one dynamic registration that covers every staff-added origin. */
export const ADDED_SITES_SCRIPT_ID = 'lab-added-sites';
