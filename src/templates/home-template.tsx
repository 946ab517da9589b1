import type { PageProps } from 'gatsby';
import React from 'react';
import { CardGrid, Container } from '../components/container';
import { MediaImage } from '../components/media-image';
import { PageHero } from '../components/page-hero';
import { PostCard } from '../components/post-card';
import { BookingQuoteForm, HomeQuoteForm } from '../components/quote-form';
import { ReviewGrid } from '../components/review-grid';
import { Seo } from '../components/seo';
import { SiteLayout } from '../components/site-layout';
import type { HomeContext } from './contexts';

export default function HomeTemplate({ pageContext, path }: PageProps<object, HomeContext>) {
  const { chrome, home, reviews, pressLogos, latestPosts } = pageContext;
  const { settings } = chrome;
  const [phone] = settings.phones;
  return (
    <SiteLayout chrome={chrome} path={path} header={{ kind: 'landing' }}>
      <Seo title={settings.siteName} siteName={settings.siteName} description={home.subtitle} />
      <PageHero
        title={home.title}
        subtitle={home.subtitle}
        aside={
          <HomeQuoteForm
            phone={phone}
            title={{ first: 'Free', rest: 'shipping quote' }}
            description="Three quick steps. No payment until a carrier is confirmed."
          />
        }
      />
      <Container as="section" aria-label="Our record">
        <CardGrid>
          {settings.stats.map((stat) => (
            <p key={stat.label}>
              <strong style={{ fontSize: '2rem', display: 'block' }}>{stat.value}</strong>
              {stat.label}
            </p>
          ))}
        </CardGrid>
      </Container>
      {pressLogos.length > 0 ? (
        <Container as="section" aria-label="As seen in">
          <CardGrid>
            {pressLogos.map((press) =>
              press.logo ? <MediaImage key={press.name} media={press.logo} alt={press.name} /> : null,
            )}
          </CardGrid>
        </Container>
      ) : null}
      <Container as="section" id="services">
        <h2>Our services</h2>
        <CardGrid>
          {home.serviceTabs.map((tab) => (
            <article key={tab.name}>
              <h3>{tab.name}</h3>
              <p>
                <strong>{tab.title}</strong>
              </p>
              <p>{tab.description}</p>
            </article>
          ))}
        </CardGrid>
      </Container>
      <Container as="section" id="reviews">
        <h2>What our customers say</h2>
        <ReviewGrid reviews={reviews.slice(0, 6)} />
      </Container>
      <Container as="section" aria-labelledby="book-your-shipment">
        <h2 id="book-your-shipment">Book your shipment</h2>
        <p>Know your dates already? Book in three steps and we confirm the carrier with you.</p>
        <BookingQuoteForm phone={phone} headingLevel={3} />
      </Container>
      {latestPosts.length > 0 ? (
        <Container as="section" aria-labelledby="latest-posts">
          <h2 id="latest-posts">From the blog</h2>
          <CardGrid>
            {latestPosts.map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          </CardGrid>
        </Container>
      ) : null}
    </SiteLayout>
  );
}
