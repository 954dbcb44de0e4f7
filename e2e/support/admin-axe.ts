import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from './paths';

const AXE_SCRIPT = path.join(ROOT, 'node_modules/axe-core/axe.min.js');

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  /** Selectors of the offending elements, for reading a failure. */
  targets: string[];
}

interface AxeResult {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[] }[];
  }[];
}

/**
 * Runs axe-core on the page as it is now and answers the serious and critical findings. The
 * shop's Content-Security-Policy forbids inline scripts, so axe is evaluated through the
 * browser's debugging protocol rather than added as a script tag.
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  // Colours read mid-transition (a dialog still fading in) are not the page's colours: after
  // two frames (a transition set off by a newly shown element has begun by then), every
  // animation and transition that ends is let end (a spinner's never does).
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
  await page.evaluate(fs.readFileSync(AXE_SCRIPT, 'utf8'));
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<unknown> } }).axe;
    return JSON.stringify(await axe.run());
  });
  // axe's own result shape; only the fields read here are declared.
  const { violations } = JSON.parse(result) as AxeResult;
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
    }));
}
