export { ThemeToggle, THEME_SWITCH_LABEL } from './theme-toggle';
