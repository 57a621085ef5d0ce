/**
 * Part of the content check (npm run test:content): the repository's own content files are in the
 * exporter's canonical form, so exporting unchanged content reproduces them byte for byte.
 */
import { fileURLToPath } from 'node:url';
import { canonicalFilesSuite, loadContentSet } from './suites';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

canonicalFilesSuite(await loadContentSet(here('../../shared/content/seed'), here('../../public/assets')));
