import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY } from './color-theme';

/**
 * Inlined as the first script of every page's <head> (gatsby-ssr.tsx), so the root has its theme
 * class before any style applies, however late the site's JavaScript arrives. One constant, so a
 * Content-Security-Policy hash can be computed from it.
 */
export const THEME_PRE_PAINT_SCRIPT = `(function(r){var t;try{t=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}if(t!=='light'&&t!=='dark')t=window.matchMedia&&matchMedia('${DARK_SCHEME_QUERY}').matches?'dark':'light';r.classList.add(t)})(document.documentElement)`;
