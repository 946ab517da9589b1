import type { PageProps } from 'gatsby';
import React from 'react';
import { FormProof } from '../components/broker-proof';
import { HomeHero } from '../components/home-hero';
import { HomeSections } from '../components/home-sections';
import { brokerContact, HomeQuoteForm } from '../components/quote-form';
import { faqPage, metaDescription, Seo, shareImageOf, type ShareImage } from '../components/seo';
import { SiteLayout } from '../components/site-layout';
import { isNoindex } from '../routes';
import type { HomePageData, HeroImages, Question } from '../types/content';
import type { HomeContext } from './contexts';
import { pagePathOf } from './page-path';

const HOME_DESCRIPTION =
  'Door-to-door shipping for cars, classics, exotics, equipment, boats and RVs across the USA, to and from Canada, and overseas.';

/** The home page is shared with its hero picture: the desktop size made at build time, else the CMS's. */
const heroShareImage = (home: HomePageData, heroImages: HeroImages | null): ShareImage | null =>
  heroImages
    ? { ...heroImages.desktop, alt: heroImages.alt || home.title }
    : shareImageOf(home.mobileImage ?? home.background, home.title);

const questionsOf = (home: HomePageData): Question[] =>
  home.sections.flatMap((section) => (section.kind === 'faq' ? section.questions : []));

export default function HomeTemplate({ pageContext, location }: PageProps<object, HomeContext>) {
  const path = pagePathOf(location);
  const { chrome, home, heroImages, reviews, pressLogos, latestPosts } = pageContext;
  const { settings } = chrome;
  return (
    <SiteLayout chrome={chrome} path={path} header={{ kind: 'landing' }}>
      <Seo
        chrome={chrome}
        title={home.title}
        description={metaDescription(home.subtitle, HOME_DESCRIPTION)}
        path={path}
        noindex={isNoindex('home')}
        image={heroShareImage(home, heroImages)}
        structuredData={[faqPage(questionsOf(home))]}
      />
      <HomeHero
        title={home.title}
        subtitle={home.subtitle}
        background={home.background}
        mobileImage={home.mobileImage}
        images={heroImages}
        form={
          <HomeQuoteForm
            {...brokerContact(settings)}
            title={{ first: 'Free', rest: 'shipping quote' }}
            description="Three quick steps. No payment until a carrier is confirmed."
          />
        }
        proof={<FormProof settings={settings} />}
      />
      <HomeSections sections={home.sections} data={{ settings, reviews, pressLogos, latestPosts }} />
    </SiteLayout>
  );
}
