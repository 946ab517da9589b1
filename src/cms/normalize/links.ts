/** The links editors write, as the site's pages use them. */

/** `tel:` link of a phone number as editors write it: "(800) 555-0142" → "tel:8005550142". */
export const phoneHref = (number: string): string => `tel:${number.replace(/[^\d+]/g, '')}`;

/** Editors may write a page path without its leading slash. */
export const locationHref = (url: string): string =>
  /^(https?:)?\/\//.test(url) || url.startsWith('/') ? url : `/${url}`;
