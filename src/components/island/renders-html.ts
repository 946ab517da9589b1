/**
 * The constant every bundle is compiled with (src/gatsby/on-create-webpack-config.ts): true in the
 * bundles that render pages' HTML (Gatsby's build-html and develop-html stages; Jest sets it too),
 * false in the browser's. Written as `__RENDERS_HTML__ ? require('./x') : null`, an island's server
 * component is a literal condition webpack evaluates, so the browser's bundle leaves `./x` out.
 */
export const RENDERS_HTML = '__RENDERS_HTML__';

export const rendersHtml = (stage: string): boolean => stage === 'build-html' || stage === 'develop-html';
