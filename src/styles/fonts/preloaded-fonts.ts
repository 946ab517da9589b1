import frauncesCore from './fraunces-core.woff2';
import interCore from './inter-core.woff2';

/** The files every page preloads: the core of the text face and of the headings' (core-fonts.ts). */
export const PRELOADED_FONTS = [interCore, frauncesCore];
