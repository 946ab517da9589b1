// Client-side hooks (theme, analytics, page-loading indicator) arrive with the site chrome.
export {};
