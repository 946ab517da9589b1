export { Above, Actions, Bar, Below, Inner, NavLinks, PhoneLink, StickyHeader, type Threshold } from './top-bar';
