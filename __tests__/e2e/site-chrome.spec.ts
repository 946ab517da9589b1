import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { siteSettings } from '../../cms/src/seed/content/site';

/**
 * The site chrome in Chromium against the served build (issue 5): the theme before the first
 * paint, the drawer and the fly-outs by keyboard alone, the landing bar, analytics, the
 * page-loading indicator, Chat Now, the fonts' files, the startup scripts' compile hint, and
 * axe-core on the home and a service page in both themes.
 */
const SERVICE_PAGE = '/services/rv-shipping';
const DARK_BACKGROUND = 'rgb(7, 9, 13)';
const LIGHT_BACKGROUND = 'rgb(246, 245, 241)';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** gatsby-browser pushes the page event once React runs the page: from then on it is interactive. */
async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    (window as { dataLayer?: { event?: string }[] }).dataLayer?.some((event) => event.event === 'Quote Form Request'),
  );
}

async function visit(page: Page, path: string, theme?: 'light' | 'dark') {
  if (theme) await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
  await page.goto(path);
  await hydrated(page);
}

/** Presses Tab until the element is focused (at most 40 presses). */
async function tabTo(page: Page, selector: string) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (
      await page
        .locator(selector)
        .first()
        .evaluate((element) => element === document.activeElement)
    )
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The theme classes on the root (the drawer adds its scroll lock there too). */
const rootClass = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.documentElement.classList)
      .filter((name) => name === 'light' || name === 'dark')
      .join(' '),
  );
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('the theme (SPEC §4)', () => {
  test("the server-sent HTML's first script sets the theme class, before any style", async ({ request }) => {
    for (const path of ['/', SERVICE_PAGE]) {
      const html = await (await request.get(path)).text();
      const firstScript = html.indexOf('<script');
      const firstStyle = Math.min(
        ...[html.indexOf('<style'), html.indexOf('rel="stylesheet"')].filter((index) => index >= 0),
      );
      expect(firstScript).toBeGreaterThan(0);
      expect(firstScript).toBeLessThan(firstStyle);
      expect(html.slice(firstScript, html.indexOf('</script>', firstScript))).toContain(
        "localStorage.getItem('theme')",
      );
    }
  });

  test('a chosen theme survives a reload with no flash, even while the JavaScript is slow', async ({ page }) => {
    await visit(page, SERVICE_PAGE);
    expect(await rootClass(page)).toBe('light');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('switch', { name: 'Dark theme' }).click();
    await expect.poll(() => rootClass(page)).toBe('dark');
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

    // Hold back every script of the site for 3 s: whatever paints before then is the HTML's own.
    await page.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    const seen: string[] = [];
    await page.reload({ waitUntil: 'commit' });
    await page.waitForSelector('body');
    seen.push(await rootClass(page), await bodyBackground(page));
    await page.waitForLoadState('domcontentloaded');
    seen.push(await rootClass(page), await bodyBackground(page));
    expect(seen).toEqual(['dark', DARK_BACKGROUND, 'dark', DARK_BACKGROUND]);
    await hydrated(page);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('switch', { name: 'Dark theme' }),
    ).toHaveAttribute('aria-checked', 'true');
  });

  test('follows the system preference until the visitor chooses', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await visit(page, SERVICE_PAGE);
    expect(await rootClass(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => rootClass(page)).toBe('light');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('switch', { name: 'Dark theme' }).click();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => rootClass(page)).toBe('dark');
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  });

  test('without JavaScript, the system preference decides and the switches are hidden', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(SERVICE_PAGE);
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
    await expect(page.locator('[data-theme-switch]').first()).toBeHidden();
    await context.close();
    const light = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'light' });
    const lightPage = await light.newPage();
    await lightPage.goto(SERVICE_PAGE);
    expect(await bodyBackground(lightPage)).toBe(LIGHT_BACKGROUND);
    await light.close();
  });
});

/** A page of each template: the landing pages, a service, the sections' lists, legal, the blog, the quote page. */
const PAGES_OF_EACH_TEMPLATE = [
  '/',
  '/international',
  '/services',
  SERVICE_PAGE,
  '/auto-transport-solutions',
  '/shipping-locations',
  '/shipping-guide',
  '/frequently-asked-questions',
  '/privacy-policy',
  '/blog',
  '/quote',
];

for (const width of [375, 1280]) {
  test.describe(`the header at ${width} px stays in view as the page scrolls`, () => {
    test.use({ viewport: { width, height: 812 } });

    test('on every template, 3,000 px down, with its quote action (and on wide screens its phone)', async ({
      page,
    }) => {
      const post = await page.request.get('/blog').then(async (answer) => {
        const html = await answer.text();
        return /href="(\/blog\/(?!page\/|category\/)[^"]+)"/.exec(html)?.[1];
      });
      expect(post).toBeTruthy();
      for (const path of [...PAGES_OF_EACH_TEMPLATE, post!]) {
        await page.goto(path);
        await page.evaluate(() => window.scrollTo(0, 3_000));
        await page.waitForTimeout(100);
        // The shown ones: the mega menu's sheet holds a phone and a quote link of its own, hidden until opened.
        const banner = page.getByRole('banner');
        const shown = (links: Locator) => links.filter({ visible: true }).first();
        await expect(shown(banner.getByRole('link', { name: /quote/i })), path).toBeInViewport();
        // On a phone the number is in the bar at the bottom of the screen (the header keeps the menu).
        const phone =
          width >= 1280 ? shown(banner.locator('a[href^="tel:"]')) : callBar(page).getByRole('link', { name: /^Call/ });
        await expect(phone, path).toBeInViewport();
      }
    });
  });
}

const callBar = (page: Page) => page.getByTestId('call-quote-bar');

test.describe('the phone bar with Call and Get a quote', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('comes once the hero form has scrolled away, steps aside for typing, and shifts nothing', async ({ page }) => {
    await page.goto('/');
    const bar = callBar(page);
    await expect(page.locator('#main-form')).toBeInViewport();
    await expect(bar).toBeHidden();
    const form = await page.locator('#main-form').boundingBox();
    await page.evaluate((bottom) => window.scrollTo(0, bottom + 10), (form?.y ?? 0) + (form?.height ?? 0));
    await expect(bar.getByRole('link', { name: 'Call (800) 555-0142' })).toBeInViewport();
    await expect(page.getByRole('complementary', { name: 'Call or get a quote' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '#booking');
    // A field in focus: the keyboard needs the bottom of the screen.
    await page.locator('#booking').getByRole('combobox', { name: 'Pickup location' }).focus();
    await expect(bar).toBeHidden();
    await page.locator('#booking').getByRole('combobox', { name: 'Pickup location' }).blur();
    await expect(bar).toBeVisible();
    // Back at the top the form is in view again, and the bar goes.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shifts).toBe(0);
  });

  test('is not on wide screens', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 3_000));
    await expect(callBar(page)).toBeHidden();
  });
});

test.describe("a tap on the header before the page's code has come", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  for (const path of ['/', SERVICE_PAGE]) {
    test(`opens the menu on ${path} once the page has hydrated`, async ({ page }) => {
      // The site's scripts come a second and a half late, so the tap surely lands before them.
      await page.route('**/*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Menu' }).tap();
      expect(await page.evaluate(() => '___pageHydrating' in window)).toBe(false);
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({ timeout: 15_000 });
    });
  }
});

test.describe('the mobile drawer, by keyboard alone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens, traps focus, locks scroll, closes on Escape, and follows a menu link', async ({ page }) => {
    await visit(page, SERVICE_PAGE);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await tabTo(page, 'button[aria-label="Menu"]');
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Focus stays inside: Shift+Tab from the first control comes round to the last.
    await expect(drawer.getByRole('link', { name: 'Velmora Auto Transport, home' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(drawer.getByRole('switch', { name: 'Dark theme' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('link', { name: 'Velmora Auto Transport, home' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await tabTo(page, 'button[aria-label="More in Services"]');
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('link', { name: 'Golf Cart Shipping' })).toHaveCount(0);
    await tabTo(page, '[role="dialog"] a[href="/services/enclosed-auto-shipping"]');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/enclosed-auto-shipping$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the theme switch in the drawer changes and keeps the theme', async ({ page }) => {
    await visit(page, SERVICE_PAGE);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('switch', { name: 'Dark theme' }).click();
    await expect.poll(() => rootClass(page)).toBe('dark');
    await page.reload();
    expect(await rootClass(page)).toBe('dark');
  });
});

test.describe('the icon rail fly-outs (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('work by keyboard alone: Enter, arrows and Escape', async ({ page }) => {
    await visit(page, SERVICE_PAGE);
    const rail = page.getByRole('navigation', { name: 'Main' });
    const services = rail.getByRole('button', { name: 'Services' });
    await tabTo(page, 'nav[aria-label="Main"] button[data-rail-entry="0"]');
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(rail.getByRole('link', { name: 'Classic Car Shipping' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();

    await page.keyboard.press('ArrowDown');
    const solutions = rail.getByRole('button', { name: 'Solutions' });
    await expect(solutions).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await expect(rail.getByRole('link', { name: 'Overview' }).last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(rail.getByRole('link', { name: 'Military Car Shipping' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(solutions).toBeFocused();
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auto-transport-solutions\/snowbird-car-shipping$/);
  });

  test('open after 500 ms of hover, and not for a pointer passing by', async ({ page }) => {
    await visit(page, SERVICE_PAGE);
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    // Timed in the page, where the pointer and the menu meet, not by this test's clock, which a
    // busy machine delays.
    await services.evaluate((button) => {
      const times = { entered: [] as number[], left: [] as number[], opened: [] as number[] };
      (window as unknown as { hoverTimes: typeof times }).hoverTimes = times;
      const item = button.closest('li') ?? button;
      item.addEventListener('mouseenter', () => times.entered.push(performance.now()));
      item.addEventListener('mouseleave', () => times.left.push(performance.now()));
      new MutationObserver(() => {
        if (button.getAttribute('aria-expanded') === 'true') times.opened.push(performance.now());
      }).observe(button, { attributeFilter: ['aria-expanded'] });
    });
    const hoverTimes = () =>
      page.evaluate(
        () => (window as unknown as { hoverTimes: Record<'entered' | 'left' | 'opened', number[]> }).hoverTimes,
      );

    // Passing by: onto the button and away at once, then longer than the delay for nothing to open.
    await services.hover();
    await page.mouse.move(1200, 700);
    await page.waitForTimeout(800);
    const passing = await hoverTimes();
    expect(passing.left[0] - passing.entered[0]).toBeLessThan(400);
    expect(passing.opened).toEqual([]);
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    // Staying: the menu opens about 500 ms after the pointer came, and closes when it goes.
    await services.hover();
    await expect(services).toHaveAttribute('aria-expanded', 'true', { timeout: 2000 });
    const staying = await hoverTimes();
    expect(staying.entered).toHaveLength(2);
    expect(staying.opened).toHaveLength(1);
    expect(staying.opened[0] - staying.entered[1]).toBeGreaterThanOrEqual(495);
    expect(staying.opened[0] - staying.entered[1]).toBeLessThan(1000);
    await page.mouse.move(1200, 700);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('hide Golf Cart Shipping and UTV Shipping, which the footer and mega menu still list', async ({ page }) => {
    await visit(page, SERVICE_PAGE);
    const rail = page.getByRole('navigation', { name: 'Main' });
    await rail.getByRole('button', { name: 'Services' }).click();
    await expect(rail.getByRole('link', { name: 'Boat Transport' })).toBeVisible();
    await expect(rail.getByRole('link', { name: 'Golf Cart Shipping' })).toHaveCount(0);
    await expect(rail.getByRole('link', { name: 'UTV Shipping' })).toHaveCount(0);
    await visit(page, '/blog');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
    await expect(page.getByRole('link', { name: 'Golf Cart Shipping' })).toBeVisible();
  });
});

test.describe('the landing layout (home)', () => {
  test('the top bar is transparent until 90 px of scroll, then solid', async ({ page }) => {
    await visit(page, '/');
    const bar = page.locator('header > div').first();
    await expect(bar).toHaveAttribute('data-solid', 'false');
    const background = () => bar.evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 89));
    await expect(bar).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo(0, 90));
    await expect(bar).toHaveAttribute('data-solid', 'true');
    await expect.poll(background).toBe('rgb(11, 31, 58)');
    await expect(page.getByRole('link', { name: 'Request a quote' }).first()).toHaveAttribute('href', '#booking');
  });
});

test.describe('the fonts (src/styles/fonts)', () => {
  /** The font files the page has fetched, by name without their content hash. */
  const fetchedFonts = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.woff2'))
        .map((path) =>
          path
            .split('/')
            .pop()!
            .replace(/-[0-9a-f]{32}\.woff2$/, ''),
        )
        .sort(),
    );

  /** The fonts Chromium drew an element's text with (DevTools' "Rendered fonts"). */
  async function renderedFonts(page: Page, selector: string) {
    const session = await page.context().newCDPSession(page);
    const { root } = await session.send('DOM.getDocument');
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    await session.send('CSS.enable');
    const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
    await session.detach();
    return fonts;
  }

  test('a page written in English, with a Latin-1 name, fetches the two core files and no other', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByText('Tomás A.').first()).toBeAttached();
    await page.evaluate(() => document.fonts.ready);
    expect(await fetchedFonts(page)).toEqual(['fraunces-core', 'inter-core']);
    const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) =>
      links.map((link) =>
        (link as HTMLLinkElement).href
          .split('/')
          .pop()!
          .replace(/-[0-9a-f]{32}\.woff2$/, ''),
      ),
    );
    expect(preloads.sort()).toEqual(['fraunces-core', 'inter-core']);
    // Each core file is a family of its own, one face, loaded: fontsource's faces are not in it.
    const coreFaces = await page.evaluate(() =>
      Array.from(document.fonts)
        .filter((face) => face.family.endsWith(' Core'))
        .map((face) => `${face.family} ${face.status}`)
        .sort(),
    );
    expect(coreFaces).toEqual(['Fraunces Core loaded', 'Inter Core loaded']);
    // Every glyph of the first heading and of a review's name is drawn from the shipped fonts.
    for (const selector of ['main h1', 'figcaption strong']) {
      const fonts = await renderedFonts(page, selector);
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.every((font) => font.isCustomFont)).toBe(true);
    }
  });

  test("a character a core file lacks comes from the next family, fontsource's file that has it", async ({ page }) => {
    await visit(page, '/');
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => {
      const heading = document.createElement('h2');
      heading.id = 'font-probe';
      heading.textContent = 'Shipping to Zürich and Łódź';
      document.querySelector('main')!.prepend(heading);
    });
    await expect
      .poll(() => fetchedFonts(page))
      .toEqual(expect.arrayContaining(['fraunces-latin-wght-normal', 'fraunces-latin-ext-wght-normal']));
    expect(await fetchedFonts(page)).not.toContain('inter-latin-wght-normal');
    await page.evaluate(() => document.fonts.ready);
    const fonts = await renderedFonts(page, '#font-probe');
    expect(fonts.map((font) => font.isCustomFont)).toEqual(fonts.map(() => true));
    expect(fonts.reduce((glyphs, font) => glyphs + font.glyphCount, 0)).toBe('Shipping to Zürich and Łódź'.length);
  });
});

test.describe('the scripts every page starts with (plugins/compile-hints)', () => {
  test("open with V8's compile hint; the page's other scripts do not", async ({ page, request }) => {
    await visit(page, '/');
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    );
    const startup = scripts.filter((path) => /^\/(framework|app|commons)-[0-9a-f]+\.js$/.test(path));
    expect(startup.map((path) => path.split('-')[0]).sort()).toEqual(['/app', '/commons', '/framework']);
    for (const path of scripts) {
      const text = await (await request.get(path)).text();
      expect([path, text.startsWith('//# allFunctionsCalledOnLoad\n')]).toEqual([path, startup.includes(path)]);
    }
  });
});

test.describe('analytics and the page-loading indicator', () => {
  test("push 'Quote Form Request' on each route change and load no tag without a container id", async ({ page }) => {
    const tagRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('gtm.js')) tagRequests.push(request.url());
    });
    await visit(page, '/blog');
    const card = page.locator('article h3 a').first();
    const target = await card.getAttribute('href');
    // The post's data arrives late, so the indicator is there to be seen.
    await page.route('**/page-data/blog/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await card.click();
    await expect(page.getByTestId('page-loading')).toBeVisible();
    // The delayed data, then the post template's code: allow a busy machine more than the default 5 s.
    await expect(page).toHaveURL(new RegExp(`${target}$`), { timeout: 15_000 });
    await expect(page.getByTestId('page-loading')).toHaveCount(0);
    const events = await page.evaluate(() =>
      ((window as { dataLayer?: { event?: string; page_path?: string }[] }).dataLayer ?? [])
        .filter((event) => event.event === 'Quote Form Request')
        .map((event) => event.page_path),
    );
    expect(events).toEqual(['/blog', target]);
    await page.waitForTimeout(4000);
    expect(tagRequests).toEqual([]);
    await expect(page.locator('script[data-analytics-tag]')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu destinations are real links in the server HTML', async ({ page }) => {
    await page.goto(SERVICE_PAGE);
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Enclosed', '/services/enclosed-auto-shipping'],
      ['Solutions', '/auto-transport-solutions'],
      ['Locations', '/shipping-locations'],
      ['Privacy policy', '/privacy-policy'],
      ['Terms', '/velmora-terms'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href);
    }
  });

  test('Chat Now with no provider still offers phone, e-mail and the quote form', async ({ page }) => {
    await page.goto(SERVICE_PAGE);
    const footer = page.getByRole('contentinfo');
    await footer.getByText('Chat Now').click();
    await expect(footer.getByRole('link', { name: /^Call \(800\)/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Get a quote online' })).toHaveAttribute('href', '/#main-form');
  });
});

test.describe('proof of who we are (issue 26), from the seeded site settings', () => {
  const usdot = `USDOT ${siteSettings.usdotNumber}`;
  const mc = `MC-${siteSettings.mcNumber}`;
  const recordHref = new RegExp(`query_param=USDOT&query_string=${siteSettings.usdotNumber}$`);

  test('the footer states the USDOT and MC numbers and links their FMCSA record in a new tab, on every template', async ({
    page,
  }) => {
    test.setTimeout(3 * 60_000);
    const post = await page.request.get('/blog').then(async (answer) => {
      const html = await answer.text();
      return /href="(\/blog\/(?!page\/|category\/)[^"]+)"/.exec(html)?.[1];
    });
    expect(post).toBeTruthy();
    for (const path of [...PAGES_OF_EACH_TEMPLATE, post!, '/a-page-that-does-not-exist']) {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer, path).toContainText(`Licensed property broker · ${usdot} · ${mc}`);
      const record = footer.getByRole('link', { name: 'FMCSA record (opens in a new tab)' });
      await expect(record, path).toHaveAttribute('href', recordHref);
      await expect(record, path).toHaveAttribute('target', '_blank');
      await expect(record, path).toHaveAttribute('rel', /\bnoopener\b/);
    }
  });

  test('the quote page states them under its title, whatever its link', async ({ page }) => {
    await page.goto('/quote');
    const hero = page.locator('header:has(h1)');
    await expect(hero).toContainText(`${usdot} · ${mc}`);
    await expect(hero.getByRole('link', { name: /FMCSA record/ })).toHaveAttribute('href', recordHref);
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px the rating and the cargo insurance sit under the home form, inside the page`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, '/');
      const hero = page.locator('header:has(h1)');
      const rating = hero.locator('[data-rating-summary]');
      const insurance = hero.locator('[data-cargo-insurance]');
      const count = siteSettings.ratingCount.toLocaleString('en-US');
      await expect(rating).toHaveText(
        `Rated ${siteSettings.ratingAverage.toFixed(1)} out of 5 from ${count} ${siteSettings.ratingSource}`,
      );
      await expect(insurance).toHaveText(
        `Every carrier insured: up to $${siteSettings.cargoInsurance.toLocaleString('en-US')} in cargo insurance`,
      );
      const form = await hero.locator('form').first().boundingBox();
      const ratingBox = await rating.boundingBox();
      const insuranceBox = await insurance.boundingBox();
      expect(form && ratingBox && insuranceBox).toBeTruthy();
      expect(ratingBox!.y).toBeGreaterThanOrEqual(form!.y + form!.height);
      expect(insuranceBox!.y).toBeGreaterThan(ratingBox!.y);
      for (const box of [ratingBox!, insuranceBox!]) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The reviews section opens with the same rating.
      await expect(page.locator('#reviews [data-rating-summary]')).toHaveText(await rating.innerText());
    });
  }
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe-core in the ${theme} theme`, () => {
    for (const path of ['/', SERVICE_PAGE]) {
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 375, height: 812 },
      ]) {
        test(`${path} at ${viewport.width} px has no violations`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await visit(page, path, theme);
          expect(await rootClass(page)).toBe(theme);
          const report = (violations: { id: string; nodes: { target: unknown[]; failureSummary?: string }[] }[]) =>
            violations.map((violation) => ({
              id: violation.id,
              nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
            }));
          const wcag = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
          expect(report(wcag.violations)).toEqual([]);
          // Axe's best practices too, for the chrome itself (the page's own sections are other issues').
          const chrome = await new AxeBuilder({ page })
            .withTags([...WCAG_TAGS, 'best-practice'])
            .exclude('main')
            .analyze();
          expect(report(chrome.violations)).toEqual([]);
        });
      }
    }
  });
}
