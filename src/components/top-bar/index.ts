export { Above, Actions, Bar, Below, Inner, NavLinks, PhoneLink } from './top-bar';
