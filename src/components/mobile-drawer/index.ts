export { DrawerActions, DrawerContact, DrawerLinks, DrawerSection } from './drawer-parts';
export { DrawerButton, MobileDrawer } from './mobile-drawer';
