/**
 * The main thread's work before a phone's first paint, which Lighthouse counts four times over (a
 * task that lays out, twice) in its total blocking time: each of the quality stage's four pages
 * loaded cold in Chromium at Lighthouse's mobile size (412 × 823, 1.75 pixel ratio), on this
 * machine's CPU unthrottled, FIRST_RENDER_LOADS times (9), with the median and the least of: the
 * task that lays the page out first, its style and layout, the layout spent until half a second
 * after the load event (a font arriving after the first layout lays the text out again), and
 * whether the core fonts were loaded at the first paint.
 *   npm start, then: npx tsx bench/first-render.ts [site URL, http://localhost:9000 by default]
 */
import { chromium, type CDPSession } from 'playwright';
import { chromiumPath } from '../scripts/test-runner/chromium';
import { median } from '../scripts/test-runner/stages/quality/lighthouse';
import { CORE_FONTS } from '../src/styles/fonts/core-fonts';

const PAGES = ['/', '/services/alaska-auto-shipping', '/blog/car-export-documents-checklist', '/blog'];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { beginData?: { url?: string } };
}

interface Load {
  firstRenderTask: number;
  style: number;
  layout: number;
  layoutInAll: number;
  fontsReady: boolean;
}

async function traced(session: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await session.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await load();
  const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
  await session.send('Tracing.end');
  await complete;
  return events;
}

async function loadOnce(url: string): Promise<Load> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    // The core faces' state at the first paint, watched by a script run before the page's own.
    await page.addInitScript(
      (families) => {
        const seen = { ready: true, checked: false };
        (window as unknown as { __firstLayoutFonts: typeof seen }).__firstLayoutFonts = seen;
        new PerformanceObserver(() => {
          if (seen.checked) return;
          seen.checked = true;
          seen.ready = Array.from(document.fonts)
            .filter((face) => families.includes(face.family))
            .every((face) => face.status === 'loaded');
        }).observe({ type: 'paint', buffered: true });
      },
      CORE_FONTS.map((font) => font.family),
    );
    const session = await context.newCDPSession(page);
    const events = await traced(session, async () => {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(500);
    });
    const fontsReady = await page.evaluate(
      () => (window as unknown as { __firstLayoutFonts: { ready: boolean } }).__firstLayoutFonts.ready,
    );
    const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(url));
    if (!parse) throw new Error(`No parse of ${url} in the trace`);
    const main = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X');
    const layouts = main.filter((event) => event.name === 'Layout');
    const firstPaint = main.find((event) => event.name === 'Paint')?.ts ?? Infinity;
    // The first render's layout: the longest before the first paint (earlier ones lay out an empty body).
    const first = layouts.filter((event) => event.ts < firstPaint).sort((a, b) => b.dur! - a.dur!)[0];
    if (!first) throw new Error(`No layout of ${url} before its first paint`);
    const task =
      main.find(
        (event) => /RunTask/.test(event.name) && event.ts <= first.ts && event.ts + event.dur! >= first.ts + first.dur!,
      ) ?? first;
    const within = (name: string) =>
      main
        .filter((event) => event.name === name && event.ts >= task.ts && event.ts <= task.ts + task.dur!)
        .reduce((sum, event) => sum + event.dur!, 0) / 1000;
    return {
      firstRenderTask: task.dur! / 1000,
      style: within('UpdateLayoutTree'),
      layout: within('Layout'),
      layoutInAll: layouts.reduce((sum, event) => sum + event.dur!, 0) / 1000,
      fontsReady,
    };
  } finally {
    await browser.close();
  }
}

const figure = (values: number[]) =>
  `${median(values).toFixed(1).padStart(5)} ms (least ${Math.min(...values).toFixed(1)})`;

async function main() {
  const site = (process.argv[2] ?? 'http://localhost:9000').replace(/\/$/, '');
  const loads = Number(process.env.FIRST_RENDER_LOADS || 9);
  console.log(`First render on ${site}: ${loads} cold loads a page at 412 × 823, the CPU unthrottled\n`);
  for (const path of PAGES) {
    const runs: Load[] = [];
    for (let run = 0; run < loads; run += 1) runs.push(await loadOnce(`${site}${path}`));
    console.log(path);
    console.log(`  the first-render task:      ${figure(runs.map((run) => run.firstRenderTask))}`);
    console.log(`    its style:                ${figure(runs.map((run) => run.style))}`);
    console.log(`    its layout:               ${figure(runs.map((run) => run.layout))}`);
    console.log(`  layout, load + 0.5 s:       ${figure(runs.map((run) => run.layoutInAll))}`);
    console.log(`  core fonts ready at first paint: ${runs.filter((run) => run.fontsReady).length} of ${loads}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
