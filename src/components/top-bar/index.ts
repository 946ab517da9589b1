export { Above, Actions, Bar, Below, Inner, NavLinks, PhoneLink, type Threshold } from './top-bar';
