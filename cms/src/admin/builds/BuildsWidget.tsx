import React from 'react';
import { BuildList } from './BuildList';

/** The home page's "Site builds" widget: the last builds, in the widget's own scrolling box. */
export function BuildsWidget() {
  return <BuildList limit={8} />;
}

export default BuildsWidget;
