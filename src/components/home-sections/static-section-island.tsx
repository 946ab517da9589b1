import { island } from '../island';
import type { StaticSectionProps } from './static-sections';

type StaticSections = typeof import('./static-sections');

/**
 * The static home sections as islands that never wake: a hydrated home page keeps the server's
 * HTML for them and sends none of their code; a home page rendered in the browser (a client-side
 * navigation) loads them. The server's bundle renders them itself; webpack drops the `require`
 * from the browser's bundle.
 */
const serverSections: StaticSections | null =
  process.env.BUILD_STAGE === 'build-javascript' || process.env.BUILD_STAGE === 'develop'
    ? null
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- an import would put it in the browser bundle
      (require('./static-sections') as StaticSections);

export const StaticSectionIsland = island<StaticSectionProps>(
  'home-section',
  serverSections?.StaticHomeSection ?? null,
  () => import('./static-sections').then((sections) => sections.StaticHomeSection),
  'never',
);
