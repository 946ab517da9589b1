export { FLYOUT_DELAY_MS, IconRail } from './icon-rail';
