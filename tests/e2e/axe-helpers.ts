import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

/** Every rule axe knows, experimental ones too, except AAA's 7:1 contrast. */
export const EVERY_RULE = Object.fromEntries(
  axe.getRules().map(({ ruleId }) => [ruleId, { enabled: ruleId !== 'color-contrast-enhanced' }]),
);

/**
 * axe on a page, with AxeBuilder's `include`/`withTags`/`options` and the same rules, context
 * and results. AxeBuilder evaluates axe's half-megabyte source twice per check, runs each frame
 * separately and merges the parts in a fresh tab; on a page without frames that is the same as
 * one `axe.run` in the page, which this does, with axe injected once per page load. A page that
 * holds frames is left to AxeBuilder, so their content is checked exactly as before.
 */
export class Axe {
  private readonly includes: string[] = [];
  private runOptions: RunOptions = {};

  constructor(private readonly page: Page) {}

  include(selector: string): this {
    this.includes.push(selector);
    return this;
  }

  withTags(tags: string[]): this {
    this.runOptions.runOnly = { type: 'tag', values: tags };
    return this;
  }

  options(options: RunOptions): this {
    this.runOptions = options;
    return this;
  }

  async analyze(): Promise<AxeResults> {
    if (this.page.frames().length > 1) {
      const builder = new AxeBuilder({ page: this.page }).options(this.runOptions);
      for (const selector of this.includes) builder.include(selector);
      return builder.analyze();
    }
    if (!(await this.page.evaluate(() => 'axe' in window))) await this.page.evaluate(axe.source);
    // The context and options exactly as AxeBuilder hands them to axe.
    const context = { exclude: [], include: this.includes };
    return this.page.evaluate(
      ({ context, options }) => (window as unknown as { axe: typeof axe }).axe.run(context, options),
      { context, options: this.runOptions },
    );
  }
}

/** axe's violations of every rule on the page as it is now: "rule: targets". */
export async function allRules(page: Page): Promise<string[]> {
  const results = await new Axe(page).options({ rules: EVERY_RULE }).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}
