import { useCallback, useSyncExternalStore } from 'react';
import { chooseTheme, currentTheme, THEME_CHANGE_EVENT, type ColorTheme } from './color-theme';

const subscribe = (onChange: () => void) => {
  window.addEventListener(THEME_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(THEME_CHANGE_EVENT, onChange);
};

/** The server cannot know the visitor's theme; the switch settles on it once hydrated. */
const serverTheme = (): ColorTheme => 'light';

/** The theme the page shows, and the visitor's way to change it. */
export function useColorTheme(): { theme: ColorTheme; toggle: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, serverTheme);
  const toggle = useCallback(() => chooseTheme(currentTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggle };
}
