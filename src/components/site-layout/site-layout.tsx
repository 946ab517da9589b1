import React from 'react';
import { HOME_ANCHORS, INTERNATIONAL_ANCHORS } from '../../routes';
import { GlobalStyle } from '../../styles/global-style';
import type { SiteChrome } from '../../types/content';
import { CallQuoteBar } from '../call-quote-bar';
import { GET_A_QUOTE, type QuoteLink } from '../header-menu';
import { LandingHeader } from '../landing-header';
import { MegaMenuHeader } from '../mega-menu-header';
import { PageLoadingOverlay } from '../page-loading';
import { SectionNavHeader, type SectionAnchor } from '../section-nav-header';
import { SiteFooter } from '../site-footer';
import { SiteHeader } from '../site-header';
import { HydrationSteps } from './hydration-steps';
import { Frame, Main, SkipLink } from './site-layout.styles';

/**
 * Which of SPEC §2's headers a page wears: the site header (icon rail and drawer), the landing
 * layout's top bar, or the alternative header with section anchors or the mega menu.
 */
export type HeaderChoice =
  | { kind: 'site' }
  | { kind: 'landing' }
  | { kind: 'section-nav'; sections: SectionAnchor[]; quoteHref: string }
  | { kind: 'mega-menu' };

interface SiteLayoutProps {
  chrome: SiteChrome;
  /** The page's route, for the menus' current entry. */
  path: string;
  header?: HeaderChoice;
  children: React.ReactNode;
}

const SITE_HEADER: HeaderChoice = { kind: 'site' };

/**
 * The global CSS is the same on every page and never changes in the browser (the theme is a class
 * on the root). Every page's HTML carries it, and styled-components takes it over from there with
 * the rest of the server's CSS, so the browser's bundle does not render it again: doing so ran the
 * CSS processor for the first time in the middle of hydration, one long task on a phone.
 * `gatsby develop` renders pages in the browser only, so there it is rendered as usual.
 */
const rendersGlobalStyle = () => process.env.BUILD_STAGE !== 'build-javascript';

function Header({ choice, chrome, path }: { choice: HeaderChoice; chrome: SiteChrome; path: string }) {
  switch (choice.kind) {
    case 'landing':
      return <LandingHeader chrome={chrome} />;
    case 'section-nav':
      return <SectionNavHeader chrome={chrome} sections={choice.sections} quoteHref={choice.quoteHref} />;
    case 'mega-menu':
      return <MegaMenuHeader chrome={chrome} path={path} />;
    default:
      return <SiteHeader chrome={chrome} path={path} />;
  }
}

/** Where a page's Get a quote goes: where its header's quote button goes. */
const quoteLinkOf = (choice: HeaderChoice): QuoteLink => {
  if (choice.kind === 'landing') return { ...GET_A_QUOTE, href: `#${HOME_ANCHORS.booking}` };
  if (choice.kind === 'section-nav') return { ...GET_A_QUOTE, href: choice.quoteHref };
  return GET_A_QUOTE;
};

/** The quote forms a page's hero can hold (the home page's, a service page's, the international page's). */
const HERO_FORMS = [HOME_ANCHORS.mainForm, INTERNATIONAL_ANCHORS.sideform] as const;

/** What every page wears: a header, the page, the footer and the page-loading indicator. */
export function SiteLayout({ chrome, path, header = SITE_HEADER, children }: SiteLayoutProps) {
  return (
    <>
      {rendersGlobalStyle() && <GlobalStyle />}
      <SkipLink href="#main">Skip to content</SkipLink>
      <Frame $rail={header.kind === 'site'} $overlap={header.kind === 'landing'}>
        <HydrationSteps
          steps={[
            <Header key="header" choice={header} chrome={chrome} path={path} />,
            <Main key="main" id="main" tabIndex={-1}>
              {children}
            </Main>,
            <SiteFooter key="footer" chrome={chrome} />,
          ]}
        />
      </Frame>
      <CallQuoteBar phone={chrome.settings.phones[0]} quote={quoteLinkOf(header)} heroFormIds={HERO_FORMS} />
      <PageLoadingOverlay />
    </>
  );
}
