/**
 * Makes sure the validators' tools exist before the end-to-end tests (like ensure-chromium.mjs):
 * Java for the Nu HTML Checker and xmllint, installed from Debian when missing and run as root.
 */
import { ensureJava, ensureXmllint } from './validators.mjs';

try {
  ensureJava();
  ensureXmllint();
  console.log('Validators ready: Java (Nu HTML Checker) and xmllint.');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
