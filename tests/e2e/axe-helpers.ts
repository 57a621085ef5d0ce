import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** Every rule axe knows, experimental ones too, except AAA's 7:1 contrast. */
export const EVERY_RULE = Object.fromEntries(
  axe.getRules().map(({ ruleId }) => [ruleId, { enabled: ruleId !== 'color-contrast-enhanced' }]),
);

/** axe's violations of every rule on the page as it is now: "rule: targets". */
export async function allRules(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ rules: EVERY_RULE }).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}
