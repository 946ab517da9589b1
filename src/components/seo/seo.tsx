import React from 'react';
import { Helmet } from 'react-helmet';

interface SeoProps {
  title: string;
  siteName: string;
  description?: string | null;
  /** SPEC §2: blog landing pages and the international landing page are not indexed. */
  noindex?: boolean;
}

export function Seo({ title, siteName, description, noindex = false }: SeoProps) {
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  return (
    <Helmet htmlAttributes={{ lang: 'en' }}>
      <title>{fullTitle}</title>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
    </Helmet>
  );
}
