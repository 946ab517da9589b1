export { BrandMark, Wordmark } from './brand';
