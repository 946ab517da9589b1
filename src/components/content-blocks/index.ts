export { ContentBlocks } from './content-blocks';
