export { chooseTheme, followThemeSources, storedTheme, THEME_STORAGE_KEY, type ColorTheme } from './color-theme';
export { THEME_PRE_PAINT_SCRIPT } from './pre-paint-script';
export { useColorTheme } from './use-color-theme';
