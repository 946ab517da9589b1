export { MediaImage, MISSING_ALT_TEXT } from './media-image';
export { HERO_SIZES, IMAGE_QUALITY, IMAGE_WIDTHS, mediaImageData, mediaUrlFor } from './image-data';
