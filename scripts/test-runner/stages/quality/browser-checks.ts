import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';
import type { Finding } from './html-checks';

/**
 * Each page template in Chromium, in both themes, at a phone's and a desktop's width: axe-core
 * (WCAG 2.2 AA and axe's best practices) on the page once everything below the fold has loaded,
 * and every Content-Security-Policy violation or console error the page causes on the way.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
export const THEMES = ['light', 'dark'] as const;
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

/** Theme × width passes run side by side. */
const PASSES_AT_ONCE = 2;

export interface BrowserReport {
  /** Page × theme × width combinations checked. */
  visits: number;
  axe: Finding[];
  policy: Finding[];
  console: Finding[];
}

declare global {
  interface Window {
    __policyViolations?: string[];
  }
}

/**
 * Scrolls to the end and back, so lazy images, sections and code load as a reader would load them,
 * then lets what the return to the top set moving come to rest. The steps are instant, as a
 * finger's are: the page's `scroll-behavior: smooth` would make each a glide still under way when
 * the checks run, at a place that differs from run to run, with the phone's call bar sliding in or
 * out over the links there (axe's target-size then failed one run in a few).
 */
async function readToTheEnd(page: Page) {
  // (No named function inside: tsx would wrap it in a helper the page does not have.)
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    // The bar measures the scroll in a frame and is drawn after it: two frames and a moment, then
    // its slide (and any other transition that ends) to its end.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

export async function browserChecks(siteUrl: string, paths: string[], chromePath: string): Promise<BrowserReport> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  const report: BrowserReport = { visits: 0, axe: [], policy: [], console: [] };
  const passes = THEMES.flatMap((theme) => VIEWPORTS.map((viewport) => ({ theme, viewport })));
  const pass = async ({ theme, viewport }: (typeof passes)[number]) => {
    const context = await browser.newContext({ viewport, colorScheme: theme });
    await context.addInitScript((value) => {
      window.localStorage.setItem('theme', value);
      window.__policyViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.__policyViolations!.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
      );
    }, theme);
    for (const path of paths) {
      const page = await context.newPage();
      const where = `${path} (${theme}, ${viewport.width} px)`;
      page.on('console', (message) => {
        if (message.type() === 'error') report.console.push({ path: where, problem: message.text().slice(0, 300) });
      });
      page.on('pageerror', (error) => report.console.push({ path: where, problem: error.message.slice(0, 300) }));
      await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
      await readToTheEnd(page);
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      for (const violation of results.violations) {
        for (const node of violation.nodes)
          report.axe.push({ path: where, problem: `${violation.id}: ${node.target.join(' ')}` });
      }
      for (const violation of await page.evaluate(() => window.__policyViolations ?? []))
        report.policy.push({ path: where, problem: violation });
      report.visits += 1;
      await page.close();
    }
    await context.close();
  };
  try {
    // Two passes at a time: a page's visit waits for the network to be idle and scrolls on a
    // timer, time in which the other pass's page works. Findings are sorted afterwards.
    for (let next = 0; next < passes.length; next += PASSES_AT_ONCE)
      await Promise.all(passes.slice(next, next + PASSES_AT_ONCE).map(pass));
  } finally {
    await browser.close();
  }
  for (const findings of [report.axe, report.policy, report.console])
    findings.sort((a, b) => a.path.localeCompare(b.path) || a.problem.localeCompare(b.problem));
  return report;
}
