import type { PageProps } from 'gatsby';
import React from 'react';
import { HomeHero } from '../components/home-hero';
import { HomeSections } from '../components/home-sections';
import { HomeQuoteForm } from '../components/quote-form';
import { Seo } from '../components/seo';
import { SiteLayout } from '../components/site-layout';
import type { HomeContext } from './contexts';

export default function HomeTemplate({ pageContext, path }: PageProps<object, HomeContext>) {
  const { chrome, home, heroImages, reviews, pressLogos, latestPosts } = pageContext;
  const { settings } = chrome;
  const [phone] = settings.phones;
  return (
    <SiteLayout chrome={chrome} path={path} header={{ kind: 'landing' }}>
      <Seo title={settings.siteName} siteName={settings.siteName} description={home.subtitle} />
      <HomeHero
        title={home.title}
        subtitle={home.subtitle}
        background={home.background}
        mobileImage={home.mobileImage}
        images={heroImages}
        form={
          <HomeQuoteForm
            phone={phone}
            title={{ first: 'Free', rest: 'shipping quote' }}
            description="Three quick steps. No payment until a carrier is confirmed."
          />
        }
      />
      <HomeSections sections={home.sections} data={{ settings, reviews, pressLogos, latestPosts }} />
    </SiteLayout>
  );
}
