#!/usr/bin/env node
/**
 * Runs the independent validators on a built site (dist/site, or DIST_DIR/site): the W3C Nu
 * HTML Checker over every HTML file in one Java run, and xmllint over feed.xml and sitemap.xml
 * (the sitemap against tests/validators/sitemap.xsd). Prints each error; exits 1 on any.
 * The same checks run in the end-to-end suite (tests/e2e/validators.spec.ts).
 */
import { join } from 'node:path';
import { htmlFiles, nuHtmlErrors, SITEMAP_SCHEMA, xmlErrors } from './validators.mjs';

const site = join(process.env.DIST_DIR ?? 'dist', 'site');
const files = htmlFiles(site);
const started = Date.now();
const errors = [
  ...nuHtmlErrors(files, site),
  ...xmlErrors(join(site, 'feed.xml')),
  ...xmlErrors(join(site, 'sitemap.xml'), SITEMAP_SCHEMA),
];
for (const error of errors) console.error(error);
console.log(
  `Nu HTML Checker on ${files.length} files, xmllint on feed.xml and sitemap.xml: ${errors.length} errors (${((Date.now() - started) / 1000).toFixed(1)} s).`,
);
process.exit(errors.length ? 1 : 0);
