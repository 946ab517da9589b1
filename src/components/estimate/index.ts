export { EstimateSummary, type EstimateSummaryProps } from './estimate-summary';
export { dayRange, milesText, money, NEXT_STEP_TEXT, NOT_A_PRICE_TEXT, priceRange, thousands } from './estimate-format';
