export { MediaImage, MISSING_ALT_TEXT } from './media-image';
