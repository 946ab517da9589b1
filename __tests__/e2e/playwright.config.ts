import { defineConfig } from '@playwright/test';

/** Drives Debian's Chromium against the built site that `npm test` serves (scripts/test.ts). */
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
    { name: 'site', testIgnore: /editing\.spec\.ts/ },
    // Rebuilds the site, so it runs after everything that reads the first build.
    { name: 'editing', testMatch: /editing\.spec\.ts/, dependencies: ['site'] },
  ],
});
