import { island } from '../island';
import type { InteractiveSectionProps } from './interactive-sections';

type InteractiveSections = typeof import('./interactive-sections');

/**
 * The interactive home sections as islands that wake as they come near the screen (or when the
 * visitor reaches for one first): a phone's first screen is the hero, so the page's first
 * hydration runs none of their code, and each is hydrated in slices as the visitor scrolls. A
 * home page rendered in the browser (a client-side navigation) loads them at once. The server's
 * bundle renders them itself; webpack drops the `require` from the browser's bundle.
 */
const serverSections: InteractiveSections | null =
  process.env.BUILD_STAGE === 'build-javascript' || process.env.BUILD_STAGE === 'develop'
    ? null
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- an import would put it in the browser bundle
      (require('./interactive-sections') as InteractiveSections);

export const InteractiveSectionIsland = island<InteractiveSectionProps>(
  'home-interactive-section',
  serverSections?.InteractiveHomeSection ?? null,
  () => import('./interactive-sections').then((sections) => sections.InteractiveHomeSection),
  'visible',
);
