/**
 * Strapi 5 sets publishedAt again on every publish, so a post whose typo is fixed would be dated
 * today and jump to the top of the blog (strapi/strapi#22512). firstPublishedAt keeps the date a
 * post first went live: the site dates and orders posts by it.
 */
export default {
  future: {
    experimental_firstPublishedAt: true,
  },
};
