import React from 'react';
import { useColorTheme } from '../../color-theme';
import { Icon } from '../icon';
import { IconSwitch, LabelledSwitch, Track } from './theme-toggle.styles';

export const THEME_SWITCH_LABEL = 'Dark theme';

interface ThemeToggleProps {
  /** `icon` for the rail and top bars, `switch` (with its text) for the drawers. */
  appearance: 'icon' | 'switch';
}

/** SPEC §2 and §4: the light/dark switch; the choice is kept in localStorage under 'theme'. */
export function ThemeToggle({ appearance }: ThemeToggleProps) {
  const { theme, toggle } = useColorTheme();
  const dark = theme === 'dark';
  if (appearance === 'icon') {
    return (
      <IconSwitch
        type="button"
        role="switch"
        aria-checked={dark}
        aria-label={THEME_SWITCH_LABEL}
        title={dark ? 'Switch to the light theme' : 'Switch to the dark theme'}
        onClick={toggle}
        data-theme-switch
      >
        <Icon name={dark ? 'moon' : 'sun'} />
      </IconSwitch>
    );
  }
  return (
    <LabelledSwitch type="button" role="switch" aria-checked={dark} onClick={toggle} data-theme-switch>
      <span>
        <Icon name="moon" />
        {THEME_SWITCH_LABEL}
      </span>
      <Track aria-hidden="true" />
    </LabelledSwitch>
  );
}
