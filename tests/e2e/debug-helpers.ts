/** Helpers for the debug panel and publish-loop tests. */
import { readFileSync } from 'node:fs';
import { expect, type BrowserContext, type Download, type Page } from '@playwright/test';
import JSZip from 'jszip';

/**
 * A repository file as the site under test has it: its content files come from the tests' own
 * content set (the build's CONTENT_DIR), whatever the repository's seed holds.
 */
export const repoFile = (path: string) =>
  readFileSync(new URL(`../../${path.replace(/^shared\/content\/seed\//, 'tests/fixtures/content/seed/')}`, import.meta.url), 'utf8');

/** A 1x1 PNG (red) and a 2x2 JPEG-signature file, as bytes. */
export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/**
 * Logs in and seeds localStorage once per tab (sessionStorage remembers), so a reload the
 * panel triggers shows what the action did rather than the seed again.
 */
export async function seedSession(context: BrowserContext, values: Record<string, unknown> = {}) {
  await context.addInitScript((entries) => {
    if (sessionStorage.getItem('test-seeded')) return;
    sessionStorage.setItem('test-seeded', '1');
    localStorage.setItem('isAuthenticated', 'true');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  }, values);
}

export async function openDebugPanel(page: Page) {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Show Debug' }).click();
  await expect(page.getByRole('heading', { name: 'Debug Tools' })).toBeVisible();
}

/** Answers every confirm with `accept` and records each dialog's type and text. */
export function recordDialogs(page: Page, accept = true): { type: string; message: string }[] {
  const seen: { type: string; message: string }[] = [];
  page.on('dialog', (dialog) => {
    seen.push({ type: dialog.type(), message: dialog.message() });
    void (accept ? dialog.accept() : dialog.dismiss());
  });
  return seen;
}

export const stored = <T = unknown>(page: Page, key: string) =>
  page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw === null ? null : JSON.parse(raw);
  }, key) as Promise<T>;

/** Puts a file into the site's upload store (IndexedDB), as the team form's upload does. */
export async function putAsset(page: Page, path: string, base64: string, type: string) {
  await page.evaluate(
    async ({ path, base64, type }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('lab-site-assets', 1);
        req.onupgradeneeded = () => req.result.createObjectStore('assets', { keyPath: 'path' });
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('assets', 'readwrite');
        tx.objectStore('assets').put({ path, type, bytes, updatedAt: Date.now() });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { path, base64, type },
  );
}

export async function assetPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('lab-site-assets', 1);
      req.onupgradeneeded = () => req.result.createObjectStore('assets', { keyPath: 'path' });
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      const req = db.transaction('assets').objectStore('assets').getAllKeys();
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    db.close();
    return keys.map(String).sort();
  });
}

export async function downloadOf(page: Page, action: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  return download;
}

export async function zipOf(download: Download): Promise<JSZip> {
  const path = await download.path();
  return JSZip.loadAsync(readFileSync(path));
}

export const zipEntries = (zip: JSZip) =>
  Object.values(zip.files)
    .filter((f) => !f.dir)
    .map((f) => f.name)
    .sort();
