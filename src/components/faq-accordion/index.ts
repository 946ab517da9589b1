export { FaqAccordion, type FaqEntry } from './faq-accordion';
