import {
  applyTheme,
  chooseTheme,
  followThemeSources,
  storedTheme,
  THEME_CHANGE_EVENT,
  THEME_STORAGE_KEY,
} from './color-theme';
import { THEME_PRE_PAINT_SCRIPT } from './pre-paint-script';

/** A system colour-scheme preference the test can flip. */
function mockSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => query) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const root = document.documentElement;
// The script is written for the browser's global scope; this runs it the same way.
const runPrePaintScript = () => new Function(THEME_PRE_PAINT_SCRIPT)();

beforeEach(() => {
  root.className = '';
  window.localStorage.clear();
  mockSystemScheme(false);
});

describe('the pre-paint script (SPEC §4: the theme is a class on the root)', () => {
  it('applies the stored theme', () => {
    window.localStorage.setItem('theme', 'dark');
    runPrePaintScript();
    expect(root).toHaveClass('dark');
    expect(root).not.toHaveClass('light');
  });

  it('follows the system preference until the visitor chooses', () => {
    mockSystemScheme(true);
    runPrePaintScript();
    expect(root).toHaveClass('dark');
    root.className = '';
    mockSystemScheme(false);
    runPrePaintScript();
    expect(root).toHaveClass('light');
  });

  it('prefers the stored choice over the system preference', () => {
    mockSystemScheme(true);
    window.localStorage.setItem('theme', 'light');
    runPrePaintScript();
    expect(root.className).toBe('light');
  });

  it('ignores a stored value that is not a theme, and blocked storage', () => {
    mockSystemScheme(true);
    window.localStorage.setItem('theme', 'sepia');
    runPrePaintScript();
    expect(root.className).toBe('dark');
    root.className = '';
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    runPrePaintScript();
    expect(root.className).toBe('dark');
    getItem.mockRestore();
  });

  it('reads the same storage key as the site', () => {
    expect(THEME_STORAGE_KEY).toBe('theme');
    expect(THEME_PRE_PAINT_SCRIPT).toContain(`localStorage.getItem('theme')`);
  });
});

describe('choosing a theme', () => {
  it("keeps the choice in localStorage under 'theme' and swaps the root class", () => {
    root.className = 'light';
    const changed = jest.fn();
    window.addEventListener(THEME_CHANGE_EVENT, changed);
    chooseTheme('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(root.className).toBe('dark');
    chooseTheme('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(root.className).toBe('light');
    expect(changed).toHaveBeenCalledTimes(2);
    window.removeEventListener(THEME_CHANGE_EVENT, changed);
  });

  it('still switches the page when storage is blocked', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    chooseTheme('dark');
    expect(root).toHaveClass('dark');
    expect(storedTheme()).toBeNull();
    setItem.mockRestore();
  });
});

describe('following the system preference', () => {
  it('follows system changes while the visitor has not chosen, and stops once they have', () => {
    const system = mockSystemScheme(false);
    applyTheme('light');
    const stop = followThemeSources();
    system.set(true);
    expect(root.className).toBe('dark');
    system.set(false);
    expect(root.className).toBe('light');
    chooseTheme('light');
    system.set(true);
    expect(root.className).toBe('light');
    stop();
  });

  it('takes up a choice made in another tab', () => {
    applyTheme('light');
    const stop = followThemeSources();
    window.localStorage.setItem('theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(root.className).toBe('dark');
    stop();
  });
});
