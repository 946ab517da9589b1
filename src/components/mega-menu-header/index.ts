export { MEGA_LINKS, MegaMenuHeader } from './mega-menu-header';
