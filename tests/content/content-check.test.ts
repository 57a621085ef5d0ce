/**
 * The content check (docs/decisions/053, 063): the one place that reads the repository's
 * *current* content rather than the tests' fixture, so it must hold for any lab's content: valid
 * profile, links between items that resolve, and asset files that exist. (Byte-identical round
 * trip of every file: export-roundtrip.test.ts.)
 */
import { fileURLToPath } from 'node:url';
import { contentIntegritySuite, loadContentSet } from './suites';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

contentIntegritySuite(await loadContentSet(here('../../shared/content/seed'), here('../../public/assets')));
