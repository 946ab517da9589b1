import fs from 'fs';
import { statusPage, type BuildRecord } from './src/builds/build-status';
const t = (iso: string, plusMs: number) => new Date(Date.parse(iso) + plusMs).toISOString();
const base = '2026-11-27T18:28:40.000Z';
const edit: BuildRecord = {
  id: 'b3', triggers: ['entry.publish blog “What Really Sets the Price of Shipping a Car (edit 4)”'],
  requestedAt: base, startedAt: t(base, 300), liveAt: t(base, 9_900), durationMs: 9_600, result: 'succeeded',
  rendered: ['/blog/carrier-confirmation-emails', '/blog/category/shipping-tips', '/blog/open-vs-enclosed-car-transport', '/blog/page/2', '/blog/what-sets-the-price-of-shipping-a-car'],
  removed: [], schemaChanged: false,
  steps: [
    { name: 'read the CMS version and schema', ms: 40 }, { name: 'list the pages before', ms: 10 },
    { name: 'gatsby build', ms: 9_300 }, { name: 'list the pages after', ms: 10 }, { name: 'make the release and switch to it', ms: 280 },
  ],
  gatsbySteps: [
    { name: 'load plugins', ms: 480 }, { name: 'createSchemaCustomization', ms: 560 }, { name: 'building schema', ms: 330 },
    { name: 'Loading content from the CMS', ms: 1_150 }, { name: 'createPages', ms: 2_050 }, { name: 'extract queries from components', ms: 610 },
    { name: 'bootstrap finished', ms: 6_500 }, { name: 'Building production JavaScript and CSS bundles', ms: 340 },
    { name: 'Building static HTML for pages', ms: 230 }, { name: 'Done building', ms: 9_100 },
  ],
  release: { copied: 14, linked: 277, bytesCopied: 412_000 },
};
const failed: BuildRecord = { ...edit, id: 'b2', triggers: ['entry.publish page “Blog”'], requestedAt: t(base, -300_000), startedAt: t(base, -299_700), liveAt: undefined, durationMs: 7_400, result: 'failed', rendered: [], reason: "The CMS page “Blog” takes the site's own route /blog: give it another slug", error: 'ERROR #11321 …', release: undefined };
const first: BuildRecord = { ...edit, id: 'b1', triggers: ['npm start'], requestedAt: t(base, -900_000), startedAt: t(base, -900_000), liveAt: t(base, -830_000), durationMs: 70_000, rendered: Array.from({ length: 76 }, (_, i) => `/page-${i}`) };
fs.writeFileSync('/tmp/b30/status.html', statusPage([edit, failed, first], 'idle', { maxPerHour: 30, startedLastHour: 3, held: [], resumesAt: null }).replace('<meta http-equiv="refresh" content="5">', ''));
