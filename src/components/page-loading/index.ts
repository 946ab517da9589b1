export { PageLoadingOverlay } from './page-loading-overlay';
export { clearPageLoading, startPageLoading, startsNavigation } from './page-loading-store';
