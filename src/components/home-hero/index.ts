export { HomeHero, isLongTitle, isVideo, LONG_TITLE_AT } from './home-hero';
export { DESKTOP_QUERY, useDesktopVideo } from './use-desktop-video';
