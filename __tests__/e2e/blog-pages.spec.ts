import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { allPages, blogCategories, blogPosts } from '../../cms/src/seed/content';
import type { Block } from '../../cms/src/seed/types';
import { DEFAULT_RATE_TABLE } from '../../src/pricing/rate-table';
import { routeFiguresFor } from '../../src/pricing/route-figures';
import { pageCategory } from '../../src/quote/page-categories';

/**
 * The blog and CMS pages in Chromium against the served build (issue 7): every content block in
 * the server-sent HTML of a post, a category, a service, a guide and a legal page; the table of
 * contents, the FAQ accordion and the share buttons at work; the blog list's pages; CMS images.
 * What each page must show is read from the seed content, not from the site's code.
 */

type Kind = Block['__component'];
const count = (blocks: Block[], kind: Kind) => blocks.filter((block) => block.__component === kind).length;
const kinds = (blocks: Block[]) => new Set(blocks.map((block) => block.__component));
const richest = <T extends { Content: Block[] }>(items: T[]) =>
  [...items].sort((a, b) => kinds(b.Content).size - kinds(a.Content).size)[0];

// A post with a table of contents, and as many block types as such a post has.
const post = richest(blogPosts.filter((candidate) => count(candidate.Content, 'blocks.index') > 1));
const servicePage = richest(allPages.filter((page) => page.path.startsWith('services/')));
const guidePage = allPages.find((page) => page.path === 'shipping-guide/car-shipping-insurance')!;
const legalPage = allPages.find((page) => page.path === 'privacy-policy')!;
const category = blogCategories.find((candidate) => candidate.slug === post.category)!;
const byDate = [...blogPosts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** gatsby-browser pushes the page event once React runs the page: from then on it is interactive. */
async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    (window as { dataLayer?: { event?: string }[] }).dataLayer?.some((event) => event.event === 'Quote Form Request'),
  );
}

/** Checks that the server-sent HTML has one rendering of each block of the page's seed content. */
async function expectBlocks(page: Page, blocks: Block[]) {
  const main = page.locator('main');
  await expect(main.locator('[data-block="rich-text"]')).toHaveCount(count(blocks, 'blocks.rich-text'));
  await expect(main.locator('[data-block="title"]')).toHaveCount(count(blocks, 'blocks.title'));
  await expect(main.locator('[data-block="image"]')).toHaveCount(count(blocks, 'blocks.image'));
  await expect(main.locator('[data-block="content"]')).toHaveCount(count(blocks, 'blocks.content'));
  await expect(main.locator('[data-block="checklist"]')).toHaveCount(count(blocks, 'blocks.checklist'));
  await expect(main.locator('[data-block="card"] article')).toHaveCount(count(blocks, 'blocks.card'));
  await expect(main.locator('[data-block="state-card"]')).toHaveCount(count(blocks, 'blocks.state-card'));
  await expect(main.locator('[data-block="qa"] button[aria-expanded]')).toHaveCount(count(blocks, 'blocks.qa'));
  const icons = blocks.flatMap((block) => (block.__component === 'blocks.list-item' ? [block.Icon] : []));
  expect(
    await main.locator('[data-block="list-item"] li').evaluateAll((items) => items.map((li) => li.dataset.icon)),
  ).toEqual(icons);
  const index = blocks.flatMap((block) => (block.__component === 'blocks.index' ? [block.Index] : []));
  await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link')).toHaveText(index);

  for (const block of blocks) {
    switch (block.__component) {
      case 'blocks.title':
        await expect(
          main.locator(`[data-block="title"] ${block.Style}`, { hasText: block.Title }).first(),
        ).toBeAttached();
        break;
      case 'blocks.image':
        await expect(
          main
            .locator('[data-block="image"] .media-image img')
            .and(page.getByAltText(block.Alt, { exact: true }))
            .first(),
        ).toBeAttached();
        break;
      case 'blocks.state-card': {
        const card = main.locator('[data-block="state-card"]', { hasText: `${block.From} to ${block.To}` }).first();
        await expect(card).toContainText('Route availability10/10');
        // Issue 10: the build computed the route's miles (near the editor's figure) and its ranges.
        const text = (await card.textContent()) ?? '';
        const miles = Number(/Distance\s*About ([\d,]+) miles/.exec(text)?.[1].replace(/,/g, ''));
        expect(Math.abs(miles - block.Distance) / block.Distance).toBeLessThan(0.2);
        expect(text).toMatch(/Open carrier\s*\$[\d,]+ – \$[\d,]+/);
        expect(text).toMatch(/Transit\s*\d+–\d+ days/);
        expect(text).toContain('not a fixed price');
        // Issue 27: on a category's service page the card prices its typical vehicle, and says so.
        const category = pageCategory(page.url().replace(/^https?:\/\/[^/]+/, ''));
        const typical = category
          ? routeFiguresFor(block.From, block.To, DEFAULT_RATE_TABLE, undefined, category)
          : null;
        if (typical?.pricedFor) expect(text).toContain(`Estimate for ${typical.pricedFor}`);
        if (typical && !typical.enclosed) expect(text).not.toContain('Enclosed carrier');
        else expect(text).toMatch(/Enclosed carrier\s*\$[\d,]+ – \$[\d,]+/);
        break;
      }
      case 'blocks.qa':
        // Without JavaScript every answer stays readable.
        await expect(
          main.locator('[data-block="qa"] [role="region"]', { hasText: block.Answer }).first(),
        ).toBeVisible();
        break;
      case 'blocks.content':
        if (block.Content.includes('| --- |'))
          await expect(main.locator('[data-block="content"] table').first()).toBeAttached();
        break;
      default:
        break;
    }
  }
}

test.describe('blocks in the server-sent HTML', () => {
  test.use({ javaScriptEnabled: false });

  const pages = [
    { what: 'a post', path: `/blog/${post.Slug}`, blocks: post.Content },
    { what: 'a service page', path: `/${servicePage.path}`, blocks: servicePage.Content },
    { what: 'a guide page', path: `/${guidePage.path}`, blocks: guidePage.Content },
    { what: 'a legal page', path: `/${legalPage.path}`, blocks: legalPage.Content },
  ];
  for (const { what, path, blocks } of pages) {
    test(`${what} (${path}) renders each of its ${blocks.length} blocks`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      await expectBlocks(page, blocks);
    });
  }

  test('the seeded pages use every block type, so the build renders each', () => {
    const used = new Set([...blogPosts, ...allPages].flatMap((item) => item.Content.map((block) => block.__component)));
    expect(used.size).toBe(10);
  });

  test('a post’s banner shows its category, title, description and long date', async ({ page }) => {
    await page.goto(`/blog/${post.Slug}`);
    const banner = page.locator('header', { has: page.locator('h1') });
    await expect(banner.locator('h1')).toHaveText(post.Name);
    await expect(banner.getByRole('link', { name: category.name })).toHaveAttribute(
      'href',
      `/blog/category/${category.slug}`,
    );
    await expect(banner).toContainText(post.Description);
    const date = new Date(`${post.publishedAt}T09:00:00Z`).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    await expect(banner.locator('time')).toHaveText(date);
  });

  test('a category page shows its banner and every post of the category, newest first', async ({ page }) => {
    await page.goto(`/blog/category/${category.slug}`);
    await expect(page.locator('h1')).toHaveText(category.name);
    await expect(page.locator('header', { has: page.locator('h1') })).toContainText(category.Description);
    const expected = byDate
      .filter((candidate) => candidate.category === category.slug)
      .map((candidate) => `/blog/${candidate.Slug}`);
    expect(
      await page
        .getByRole('list', { name: `Posts in ${category.name}` })
        .locator('h3 a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(expected);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  test('the blog lists 9 posts a page, newest first, with cards cut at 35 and 100 characters', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    const hrefs = async () =>
      page
        .getByRole('list', { name: 'Posts' })
        .locator('h3 a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(await hrefs()).toEqual(byDate.slice(0, 9).map((candidate) => `/blog/${candidate.Slug}`));
    const long = byDate.slice(0, 9).find((candidate) => candidate.Name.length > 35);
    if (long) {
      const link = page.locator(`a[href="/blog/${long.Slug}"]`).first();
      await expect(link.locator('[aria-hidden="true"]')).toHaveText(`${long.Name.slice(0, 35).trimEnd()}…`);
    }
    for (const excerpt of await page.getByRole('list', { name: 'Posts' }).locator('article h3 + p').allTextContents()) {
      expect(excerpt.replace('…', '').length).toBeLessThanOrEqual(100);
    }
    for (const candidate of blogCategories) {
      await expect(
        page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: candidate.name }),
      ).toHaveAttribute('href', `/blog/category/${candidate.slug}`);
    }
    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Older' }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    expect(await hrefs()).toEqual(byDate.slice(9, 18).map((candidate) => `/blog/${candidate.Slug}`));
  });

  test('the insurance guide’s Get started link goes to its #insurance section (SPEC §2)', async ({ page }) => {
    await page.goto(`/${guidePage.path}`);
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '#insurance');
    await expect(page.locator('#insurance')).toBeAttached();
  });

  test('CMS images offer Strapi’s formats at 320 to 1200 pixels, lazily below the fold, sized before they load', async ({
    page,
  }) => {
    await page.goto(`/blog/${post.Slug}`);
    const hero = page.locator('header .media-image img').first();
    await expect(hero).toHaveAttribute('loading', 'eager');
    const content = page.locator('[data-block="image"] .media-image img').first();
    await expect(content).toHaveAttribute('loading', 'lazy');
    // Without JavaScript the lazy image waits in <noscript>; its data-srcset is what the browser gets.
    const srcset = (await content.getAttribute('srcset')) ?? (await content.getAttribute('data-srcset')) ?? '';
    expect(srcset.split(',').map((entry) => entry.trim().split(' ')[1])).toEqual([
      '320w',
      '420w',
      '768w',
      '1024w',
      '1200w',
    ]);
    expect(srcset).toMatch(/\/uploads\/small_[^ ]+\?w=320&q=75 320w/);
    const box = await page.locator('[data-block="image"] .media-image').first().boundingBox();
    expect(box?.height).toBeGreaterThan(100);
  });
});

test.describe('in the browser', () => {
  test('the table of contents links jump to their sections', async ({ page }) => {
    await page.goto(`/blog/${post.Slug}`);
    await hydrated(page);
    const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    const total = await links.count();
    expect(total).toBeGreaterThan(1);
    for (const position of [total - 1, 0]) {
      const link = links.nth(position);
      const anchor = (await link.getAttribute('href'))!;
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${anchor}$`));
      const section = page.locator(anchor);
      await expect(section).toContainText((await link.textContent())!);
      await expect(section).toBeInViewport();
    }
  });

  for (const path of [`/blog/${post.Slug}`, `/${servicePage.path}`]) {
    test(`the share buttons carry the page’s URL (${path})`, async ({ page, baseURL }) => {
      await page.goto(path);
      const url = encodeURIComponent(`${baseURL}${path}`);
      expect(page.url()).toBe(`${baseURL}${path}`);
      await expect(page.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      );
      await expect(page.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
        'href',
        `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      );
      await expect(page.getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute(
        'href',
        new RegExp(`&body=${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
    });
  }

  test('the FAQ accordion opens one question at a time; clicking the open one closes it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`/${servicePage.path}`);
    await hydrated(page);
    const accordion = page.locator('[data-block="qa"]').first();
    const questions = accordion.locator('button[aria-expanded]');
    const answer = (n: number) => accordion.locator('[role="region"]').nth(n);
    await expect(answer(0)).toBeHidden();
    // The content blocks are an island: their code is not part of the page's load; the first
    // question pressed fetches it, and the press is answered once it runs.
    const loaded = scripts.length;
    await questions.nth(0).click();
    await expect(answer(0)).toBeVisible();
    expect(scripts.length).toBeGreaterThan(loaded);
    await questions.nth(1).click();
    await expect(answer(1)).toBeVisible();
    await expect(answer(0)).toBeHidden();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await questions.nth(1).click();
    await expect(answer(1)).toBeHidden();
    await questions.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(answer(0)).toBeVisible();
  });

  test('the service page carries the quote form in its banner', async ({ page }) => {
    await page.goto(`/${servicePage.path}`);
    await expect(page.locator('header #main-form')).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const path of [
      `/blog/${post.Slug}`,
      `/blog/category/${category.slug}`,
      '/blog',
      `/${guidePage.path}`,
      `/${legalPage.path}`,
    ]) {
      test(`axe-core finds nothing on ${path} in the ${theme} theme`, async ({ page }) => {
        await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
        await page.goto(path);
        await hydrated(page);
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        expect(
          results.violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          ),
        ).toEqual([]);
      });
    }
  }
});
