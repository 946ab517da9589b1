import fs from 'fs';
import path from 'path';
import { builtHtmlFiles } from '../../../../src/security/built-pages';
import { policySourcesFromEnv, securityHeaders } from '../../../../src/security/security-headers';
import { browserChecks } from './browser-checks';
import { headProblems, imageProblems, jsonLdBlocks, type Finding, type PageHtml } from './html-checks';
import { checkJsonLd } from './json-ld';
import { lighthouseFigures } from './lighthouse';
import { nuHtmlErrors } from './vnu';

/**
 * The quality bar of issue 9, measured on the built site as served: each figure against its
 * budget. A row that falls short fails the stage; its findings are printed under it.
 */

export interface QualityRow {
  check: string;
  figure: string;
  budget: string;
  ok: boolean;
  findings: Finding[];
}

export const BUDGETS = {
  performance: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.02,
  homeScriptKb: 170,
  category: 100,
};

export interface QualityOptions {
  siteUrl: string;
  publicDir: string;
  chromePath: string;
  scratchDir: string;
  /** Lighthouse runs per page (the median is judged). */
  runs?: number;
  /** The environment the site was built and is served with (the policy's sources come from it). */
  env: NodeJS.ProcessEnv;
}

const pathOf = (publicDir: string, file: string) => {
  const relative = path.relative(publicDir, file).split(path.sep).join('/');
  if (relative === 'index.html') return '/';
  return `/${relative.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`;
};

/** The built pages (a page's /404.html copy and Gatsby's slices are not pages of their own). */
export function builtPages(publicDir: string, files: string[]): (PageHtml & { file: string })[] {
  return files
    .filter((file) => !file.includes(`${path.sep}_gatsby${path.sep}`) && !file.endsWith(`${path.sep}404.html`))
    .map((file) => ({ file, path: pathOf(publicDir, file), html: fs.readFileSync(file, 'utf8') }));
}

const firstChild = (publicDir: string, dir: string, except: string[] = []) => {
  const names = fs
    .readdirSync(path.join(publicDir, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !except.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
  if (!names[0]) throw new Error(`The built site has no page under /${dir}`);
  return `/${dir}/${names[0]}`;
};

/** One page of each template (and each CMS page layout), as the built site has them. */
export function templatePages(publicDir: string) {
  const post = firstChild(publicDir, 'blog', ['page', 'category']);
  const service = firstChild(publicDir, 'services');
  return {
    lighthouse: ['/', service, post, '/blog'],
    browser: [
      '/',
      '/services',
      service,
      '/auto-transport-solutions',
      firstChild(publicDir, 'auto-transport-solutions'),
      '/shipping-locations',
      firstChild(publicDir, 'shipping-locations'),
      '/shipping-guide',
      '/frequently-asked-questions',
      '/privacy-policy',
      '/blog',
      '/blog/page/2',
      firstChild(publicDir, 'blog/category'),
      post,
      '/international',
      '/quote',
      '/book',
      '/_app',
      '/404',
    ],
  };
}

const row = (check: string, figure: string, budget: string, ok: boolean, findings: Finding[] = []): QualityRow => ({
  check,
  figure,
  budget,
  ok,
  findings,
});

const countRow = (check: string, findings: Finding[], of: string) =>
  row(check, `${findings.length} ${of}`, '0', findings.length === 0, findings);

export async function headerRows(siteUrl: string, paths: string[], env: NodeJS.ProcessEnv): Promise<QualityRow> {
  const expected = securityHeaders(policySourcesFromEnv(env));
  const findings: Finding[] = [];
  for (const pagePath of [...paths, '/page-data/app-data.json', '/api/makeLookup?year=2020']) {
    const response = await fetch(`${siteUrl}${pagePath}`);
    for (const { key, value } of expected) {
      if (response.headers.get(key) !== value)
        findings.push({ path: pagePath, problem: `${key}: ${response.headers.get(key) ?? '(missing)'}` });
    }
  }
  const policy = expected.find((header) => header.key === 'Content-Security-Policy')!.value;
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  if (/'unsafe-(inline|eval)'/.test(scriptSrc)) findings.push({ path: '*', problem: `script-src ${scriptSrc}` });
  return countRow('security headers on every response', findings, 'missing or wrong');
}

export async function runQualityChecks(options: QualityOptions): Promise<QualityRow[]> {
  const { siteUrl, publicDir, chromePath, scratchDir, runs = 3, env } = options;
  const rows: QualityRow[] = [];
  // Each row is printed as soon as it is known: the whole run takes minutes.
  const push = rows.push.bind(rows);
  rows.push = (...added: QualityRow[]) => {
    for (const one of added) process.stdout.write(`${formatRows([one])}\n`);
    return push(...added);
  };
  const pages = builtPages(publicDir, await builtHtmlFiles(publicDir));
  const templates = templatePages(publicDir);

  rows.push(await headerRows(siteUrl, templates.browser, env));
  rows.push(
    countRow(`images sized and with alt (${pages.length} pages)`, pages.flatMap(imageProblems), 'images short'),
  );
  const indexable = pages.filter(
    (page) => !/noindex/i.test(/<meta[^>]*name="robots"[^>]*>/i.exec(page.html)?.[0] ?? ''),
  );
  rows.push(
    countRow(`titles, descriptions, canonical, lang (${pages.length} pages)`, headProblems(pages, siteUrl), 'problems'),
  );

  const parsed = pages.map((page) => ({ path: page.path, ...jsonLdBlocks(page) }));
  const jsonLd = checkJsonLd(parsed, scratchDir);
  const types = [...jsonLd.types].map(([type, count]) => `${type} ${count}`).join(', ');
  rows.push(
    countRow(
      `JSON-LD against schema.org (${jsonLd.blocks} blocks: ${types})`,
      [...parsed.flatMap((page) => page.findings), ...jsonLd.findings],
      'errors',
    ),
  );

  rows.push(countRow(`Nu HTML Checker (${pages.length} pages)`, await nuHtmlErrors(pages), 'errors'));

  const browser = await browserChecks(siteUrl, templates.browser, chromePath);
  const visits = `${templates.browser.length} templates × 2 themes × 375/1280 px`;
  rows.push(countRow(`axe-core WCAG 2.2 AA (${visits})`, browser.axe, 'violations'));
  rows.push(countRow(`Content-Security-Policy violations (${visits})`, browser.policy, 'violations'));
  rows.push(countRow(`console errors (${visits})`, browser.console, 'errors'));

  const figures = await lighthouseFigures(
    templates.lighthouse.map((page) => `${siteUrl}${page}`),
    chromePath,
    runs,
  );
  for (const page of templates.lighthouse) {
    const f = figures.get(`${siteUrl}${page}`)!;
    const failing = f.failing.map((audit) => ({ path: page, problem: `Lighthouse audit failed: ${audit}` }));
    const isIndexable = indexable.some((candidate) => candidate.path === page);
    rows.push(
      row(
        `Lighthouse ${page}: performance`,
        String(f.performance),
        `≥ ${BUDGETS.performance}`,
        f.performance >= BUDGETS.performance,
        failing,
      ),
    );
    rows.push(
      row(
        `Lighthouse ${page}: LCP`,
        `${(f.lcpMs / 1000).toFixed(2)} s`,
        `≤ ${BUDGETS.lcpMs / 1000} s`,
        f.lcpMs <= BUDGETS.lcpMs,
      ),
    );
    rows.push(
      row(
        `Lighthouse ${page}: total blocking time`,
        `${Math.round(f.tbtMs)} ms`,
        `≤ ${BUDGETS.tbtMs} ms`,
        f.tbtMs <= BUDGETS.tbtMs,
        f.longTasks.map((task) => ({ path: page, problem: task })),
      ),
    );
    rows.push(row(`Lighthouse ${page}: CLS`, f.cls.toFixed(3), `≤ ${BUDGETS.cls}`, f.cls <= BUDGETS.cls));
    for (const [name, score] of [
      ['accessibility', f.accessibility],
      ['best practices', f.bestPractices],
      ...(isIndexable ? [['SEO', f.seo] as const] : []),
    ] as const) {
      rows.push(
        row(
          `Lighthouse ${page}: ${name}`,
          String(score),
          `${BUDGETS.category}`,
          score >= BUDGETS.category,
          score >= BUDGETS.category ? failing : [],
        ),
      );
    }
    if (page === '/')
      rows.push(
        row(
          'JavaScript on first load of /, compressed',
          `${f.scriptKb.toFixed(1)} KB`,
          `≤ ${BUDGETS.homeScriptKb} KB`,
          f.scriptKb <= BUDGETS.homeScriptKb,
        ),
      );
  }
  // A plain array: rows the caller adds are its own to print (they were printed twice).
  return [...rows];
}

/** The rows as a table, each failing row followed by its findings (the first 20). */
export function formatRows(rows: QualityRow[]): string {
  const width = Math.max(...rows.map((r) => r.check.length));
  const figureWidth = Math.max(...rows.map((r) => r.figure.length));
  return rows
    .map((r) => {
      const line = `    ${r.ok ? 'ok  ' : 'FAIL'} ${r.check.padEnd(width)}  ${r.figure.padStart(figureWidth)}  (budget ${r.budget})`;
      if (r.ok || r.findings.length === 0) return line;
      const shown = r.findings.slice(0, 20).map((f) => `           ${f.path}: ${f.problem}`);
      if (r.findings.length > 20) shown.push(`           … and ${r.findings.length - 20} more`);
      return [line, ...shown].join('\n');
    })
    .join('\n');
}
