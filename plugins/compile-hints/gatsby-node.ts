import type { GatsbyNode } from 'gatsby';
import { CompileHintsPlugin } from './compile-hints-plugin';

/** The browser's bundle only: the server's rendering bundles run in Node. */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage === 'build-javascript') actions.setWebpackConfig({ plugins: [new CompileHintsPlugin()] });
};
