export { QuoteForm } from './quote-form';
export {
  BookingQuoteForm,
  HomeQuoteForm,
  InternationalQuoteForm,
  REDIRECT_DELAY_MS,
  siteQuoteLookups,
} from './site-quote-forms';
export type { QuoteFormProps, QuoteLookups, QuoteSubmitContext } from './types';
