import { defineConfig } from '@playwright/test';

/** E2E_SUITE=api: only the Functions' specs (the PostgreSQL stage serves no CMS or pages of its own). */
const apiOnly = process.env.E2E_SUITE === 'api';

/** Drives Debian's Chromium against the built site that `npm test` serves (scripts/test-runner/test.ts). */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  workers: 2,
  forbidOnly: true,
  reporter: [['list'], ['json']],
  use: {
    baseURL: process.env.E2E_SITE_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    apiOnly
      ? { name: 'site', testMatch: /\/(api|orders-api)\.spec\.ts$/ }
      : { name: 'site', testIgnore: /(builds|api-property|preview|editor-admin)\.spec\.ts/ },
    // The same compiled Functions under `gatsby serve`, which reloads each one per request (about
    // 150 ms), so the 10,000-payload run (project property) stays on the production server.
    ...(process.env.E2E_GATSBY_SERVE_URL
      ? [
          {
            name: 'gatsby-serve',
            testMatch: /\/api\.spec\.ts$/,
            // A one-second burst cannot be reached at 150 ms a request.
            grepInvert: /a burst over 10 a second/,
            use: { baseURL: process.env.E2E_GATSBY_SERVE_URL },
          },
        ]
      : []),
    // After the others, so that no test beside it moves the row counts it compares.
    {
      name: 'property',
      testMatch: /api-property\.spec\.ts/,
      dependencies: ['site', ...(process.env.E2E_GATSBY_SERVE_URL ? ['gatsby-serve'] : [])],
    },
    // Editors' changes rebuild the site (and the preview), so these run after everything that reads the first build.
    // Each of these changes the CMS and waits for its builds, so they run one project after another:
    // a change of one (even the preview's clean-up, which deletes its draft page) would start a live
    // build inside another's window of quiet. The editor works in the real admin UI last.
    ...(apiOnly
      ? []
      : [
          { name: 'builds', testMatch: /builds\.spec\.ts/, dependencies: ['property'] },
          { name: 'preview', testMatch: /preview\.spec\.ts/, dependencies: ['builds'] },
          { name: 'editor', testMatch: /editor-admin\.spec\.ts/, dependencies: ['preview'] },
        ]),
  ],
});
