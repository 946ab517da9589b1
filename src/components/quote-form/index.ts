// The page-facing forms are islands; their code (and QuoteForm's) loads when a visitor reaches for one.
export { BookingQuoteForm, HomeQuoteForm, InternationalQuoteForm } from './quote-form-islands';
export type { QuoteFormProps, QuoteLookups, QuoteSubmitContext } from './types';
export { brokerContact } from './broker-contact';
