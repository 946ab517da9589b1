import { expect, test } from '@playwright/test';
import { SPEC_ROUTES, seededRoutes } from './seed-expectations';

const routes = seededRoutes();
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

test('the seed covers every route of SPEC.md §2', () => {
  const seeded = new Set(routes.map((route) => route.path));
  expect(SPEC_ROUTES.filter((path) => !seeded.has(path))).toEqual([]);
});

test.describe('server-sent HTML', () => {
  // JavaScript off: what is checked is the static HTML a crawler reads, not what React renders later.
  test.use({ javaScriptEnabled: false });

  for (const route of routes) {
    test(`${route.path} answers 200 with its CMS title and content`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toHaveText(route.title);
      const body = squash((await page.locator('body').textContent()) ?? '');
      const missing = route.texts.map(squash).filter((text) => !body.includes(text));
      expect(missing, `texts missing from ${route.path}`).toEqual([]);
      for (const alt of route.alts) {
        await expect(page.locator(`img[alt="${alt.replace(/"/g, '\\"')}"]`).first()).toBeAttached();
      }
    });
  }
});

test('an unknown route answers 404 with the designed not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
});

test('pages load nothing from outside this machine', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(hostname) && !request.url().startsWith('data:'))
      outside.push(request.url());
  });
  for (const path of ['/', '/services/rv-shipping', '/blog', '/international']) {
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  expect(outside).toEqual([]);
});
