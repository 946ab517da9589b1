/** Set by webpack for each bundle, and by Jest: see src/components/island/renders-html.ts. */
declare const __RENDERS_HTML__: boolean;
