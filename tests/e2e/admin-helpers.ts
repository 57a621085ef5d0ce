/** Shared set-up of the studio's end-to-end tests. */
import type { Page } from '@playwright/test';

export const DEV_PASSWORD = 'discovery-admin';

/** Starts every page of this test logged in (tests that are not about the login). */
export async function asAdmin(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('isAuthenticated', 'true'));
}

/** Accepts every dialog and records its text; returns the live list of messages. */
export function acceptDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** A stored content key, parsed. */
export async function stored<T = unknown>(page: Page, key: string): Promise<T> {
  return page.evaluate((k) => JSON.parse(window.localStorage.getItem(k) ?? 'null'), key) as Promise<T>;
}
