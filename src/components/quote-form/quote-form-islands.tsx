import React, { useEffect, type ComponentProps } from 'react';
import { warmUp } from '../../quote/site-services';
import { island } from '../island';

type SiteForms = typeof import('./site-quote-forms');
type SiteFormProps = ComponentProps<SiteForms['HomeQuoteForm']>;

/**
 * The site's quote forms as islands: the wizard's code (Formik, yup, the steps, the calendar) is not
 * part of the page's first load; it comes when the visitor reaches for a form.
 */
const serverForms: SiteForms | null = __RENDERS_HTML__ ? (require('./site-quote-forms') as SiteForms) : null;

type FormName = 'HomeQuoteForm' | 'InternationalQuoteForm' | 'BookingQuoteForm';

/**
 * SPEC §7's warm-up goes when the form is on the page, before its code has come; a mouse-enter
 * wakes the island, and the form's own mount and mouse-enter send it from then on (at most one in
 * 600000 ms either way).
 */
function quoteFormIsland(name: string, form: FormName) {
  const Island = island<SiteFormProps>({
    name,
    server: serverForms?.[form] ?? null,
    load: () => import('./site-quote-forms').then((forms) => forms[form]),
  });
  function QuoteFormIsland(props: SiteFormProps) {
    useEffect(() => {
      warmUp();
    }, []);
    return <Island {...props} />;
  }
  QuoteFormIsland.displayName = form;
  return QuoteFormIsland;
}

export const HomeQuoteForm = quoteFormIsland('main-form', 'HomeQuoteForm');
export const InternationalQuoteForm = quoteFormIsland('international-sideform', 'InternationalQuoteForm');
export const BookingQuoteForm = quoteFormIsland('booking', 'BookingQuoteForm');
