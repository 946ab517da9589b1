import type { GatsbyBrowser } from 'gatsby';
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/fraunces/wght.css';
import { analyticsSettings, pushPageEvent, scheduleTagLoad } from './src/analytics/analytics';
import { followThemeSources } from './src/color-theme';
import { clearPageLoading } from './src/components/page-loading';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  followThemeSources();
  scheduleTagLoad(analyticsSettings());
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  // SPEC §4: the page-loading indicator clears when the path changes.
  if (!prevLocation || prevLocation.pathname !== location.pathname) clearPageLoading();
  pushPageEvent(location.pathname);
};
