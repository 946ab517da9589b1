import { expect, test } from '@playwright/test';
import { policySourcesFromEnv, securityHeaders } from '../../src/security/security-headers';

/**
 * gatsby-config's security headers as each server sends them: the site server of npm start and
 * `gatsby serve` (patched to apply the config's headers, as the adapter does on the CDN).
 */
const servers = [
  { name: 'the site server', url: process.env.E2E_SITE_URL },
  { name: 'gatsby serve', url: process.env.E2E_GATSBY_SERVE_URL },
];
const expected = securityHeaders(policySourcesFromEnv(process.env));

for (const server of servers) {
  test(`${server.name} sends the security headers on pages, assets, data and Functions`, async ({ request }) => {
    if (!server.url) throw new Error(`No address for ${server.name}: run the browser tests through npm test`);
    const home = await (await request.get(`${server.url}/`)).text();
    // Gatsby's scripts, which the page starts after its first paint (src/security/inline-scripts.ts).
    const listed = /<script type="application\/json" data-after-paint-scripts>([^<]*)<\/script>/.exec(home)?.[1];
    const script = listed ? (JSON.parse(listed) as string[]).find((src) => src.endsWith('.js')) : undefined;
    expect(script).toBeTruthy();
    for (const path of ['/', '/services', '/page-data/index/page-data.json', script!, '/no-such-page']) {
      const response = await request.get(`${server.url}${path}`);
      const headers = response.headers();
      for (const { key, value } of expected) expect(headers[key.toLowerCase()], `${key} on ${path}`).toBe(value);
    }
  });
}

test('the policy runs no inline script but its own, and the site works under it', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const policy = (await page.goto('/'))?.headers()['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSrc).not.toMatch(/'unsafe-(inline|eval)'/);
  expect(policy).toContain("object-src 'none'");
  // Gatsby's globals arrive through the data blocks: the app runs, navigation and the form work.
  await expect.poll(() => page.evaluate(() => (window as unknown as { pagePath?: string }).pagePath)).toBe('/');
  await page.getByRole('link', { name: /blog/i }).first().click();
  await expect(page).toHaveURL(/\/blog/);
  expect(violations).toEqual([]);
});
