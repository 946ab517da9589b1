export { QuotePage, type QuotePageProps } from './quote-page';
