/**
 * SPEC §4: the theme is light or dark, kept in localStorage under 'theme' and applied as a class
 * on the root element. Until the visitor chooses, it follows the system preference.
 */
export type ColorTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';
/** Dispatched on window whenever the root's theme class changes. */
export const THEME_CHANGE_EVENT = 'velmora:theme-change';

const isTheme = (value: unknown): value is ColorTheme => value === 'light' || value === 'dark';

/** The visitor's own choice, or null when they have not chosen (or storage is blocked). */
export function storedTheme(): ColorTheme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

export const systemTheme = (): ColorTheme =>
  typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches ? 'dark' : 'light';

/** The theme the root shows now (the pre-paint script set it before the first paint). */
export const currentTheme = (): ColorTheme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

export function applyTheme(theme: ColorTheme): void {
  const root = document.documentElement.classList;
  if (root.contains(theme) && !root.contains(theme === 'dark' ? 'light' : 'dark')) return;
  root.remove(theme === 'dark' ? 'light' : 'dark');
  root.add(theme);
  window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
}

/** The visitor's choice: kept, applied, and from now on the system preference is not followed. */
export function chooseTheme(theme: ColorTheme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked (private mode, policy): the choice lasts for this page only.
  }
  applyTheme(theme);
}

/**
 * Keeps the root in step with the system preference while the visitor has not chosen, and with
 * a choice made in another tab. Returns the function that stops listening.
 */
export function followThemeSources(): () => void {
  const scheme = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : null;
  const onSystemChange = () => {
    if (!storedTheme()) applyTheme(systemTheme());
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) applyTheme(storedTheme() ?? systemTheme());
  };
  scheme?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    scheme?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}
