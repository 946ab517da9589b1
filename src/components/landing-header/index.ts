export { LANDING_SECTIONS, LandingHeader, NAV_SOLID_AT_PX } from './landing-header';
