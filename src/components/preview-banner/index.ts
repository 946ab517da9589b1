export {
  isSitePreview,
  PREVIEW_BANNER_TEXT,
  PreviewBanner,
  previewHeadComponents,
  previewPreBodyComponents,
} from './preview-banner';
