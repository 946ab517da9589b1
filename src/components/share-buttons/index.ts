export { ShareButtons, shareLinks } from './share-buttons';
