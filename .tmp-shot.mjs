import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto('file:///tmp/b30/status.html');
  await page.locator('td[data-label="Build"] details').first().evaluate((d) => (d.open = true));
  await page.screenshot({ path: `/tmp/b30/status-${width}.png`, fullPage: true });
}
await browser.close();
