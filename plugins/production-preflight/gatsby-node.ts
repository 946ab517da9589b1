import type { GatsbyNode } from 'gatsby';
import { isProductionBuild, missingProductionSettings, missingSettingMessage } from '../../src/runtime/deployment';

/**
 * A production build (GATSBY_ADAPTER=netlify, or NETLIFY=true) whose Functions could not take a
 * lead stops here, naming each missing variable, instead of deploying a site that loses leads.
 */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  if (!isProductionBuild()) return;
  const missing = missingProductionSettings(process.env);
  if (missing.length) reporter.panic(missing.map(missingSettingMessage).join('\n'));
};
