import React, { useEffect, type ComponentProps } from 'react';
import { warmUp } from '../../quote/site-services';
import { island } from '../island';

type SiteForms = typeof import('./site-quote-forms');
type SiteFormProps = ComponentProps<SiteForms['HomeQuoteForm']>;

/**
 * The site's quote forms as islands (src/components/island): the wizard's code (Formik, yup, the
 * steps, the calendar) is not part of the page's first load; it comes when the visitor reaches for
 * a form. The server's bundle renders the forms themselves; webpack drops the `require` from the
 * browser's bundle, where the forms load from their own chunk.
 */
const serverForms: SiteForms | null =
  process.env.BUILD_STAGE === 'build-javascript' || process.env.BUILD_STAGE === 'develop'
    ? null
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- an import would put it in the browser bundle
      (require('./site-quote-forms') as SiteForms);

const loadForms = () => import('./site-quote-forms');

const HomeIsland = island<SiteFormProps>('main-form', serverForms?.HomeQuoteForm ?? null, () =>
  loadForms().then((forms) => forms.HomeQuoteForm),
);
const InternationalIsland = island<SiteFormProps>(
  'international-sideform',
  serverForms?.InternationalQuoteForm ?? null,
  () => loadForms().then((forms) => forms.InternationalQuoteForm),
);
const BookingIsland = island<SiteFormProps>('booking', serverForms?.BookingQuoteForm ?? null, () =>
  loadForms().then((forms) => forms.BookingQuoteForm),
);

/**
 * SPEC §7's warm-up goes when the form is on the page, before its code has come; a mouse-enter
 * wakes the island, and the form's own mount and mouse-enter send it from then on (at most one in
 * 600000 ms either way).
 */
function withWarmUp(Island: React.ComponentType<SiteFormProps>, name: string) {
  function QuoteFormIsland(props: SiteFormProps) {
    useEffect(() => {
      warmUp();
    }, []);
    return <Island {...props} />;
  }
  QuoteFormIsland.displayName = name;
  return QuoteFormIsland;
}

export const HomeQuoteForm = withWarmUp(HomeIsland, 'HomeQuoteForm');
export const InternationalQuoteForm = withWarmUp(InternationalIsland, 'InternationalQuoteForm');
export const BookingQuoteForm = withWarmUp(BookingIsland, 'BookingQuoteForm');
