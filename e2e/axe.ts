import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * axe-core (node_modules/axe-core) on the first element matching `selector`, shadow roots
 * included: its violations as `rule: targets` lines, empty when clean.
 */
export async function axeViolations(page: Page, selector = 'eb-app-marketplace'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ path: path.join(process.cwd(), 'node_modules/axe-core/axe.min.js') });
  }
  return page.evaluate(async (target) => {
    const axe = (window as unknown as { axe: { run: (context: Element, options: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> }> } })
      .axe;
    const results = await axe.run(document.querySelector(target)!, { resultTypes: ['violations'] });
    return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
  }, selector);
}
