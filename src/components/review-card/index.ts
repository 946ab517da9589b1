export { MAX_STARS, ReviewCard, Stars } from './review-card';
export { reviewTextCard, reviewTextSmall, reviewTextWide } from './review-text';
