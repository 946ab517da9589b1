import type { GatsbyNode } from 'gatsby';
import { RENDERS_HTML, rendersHtml } from '../components/island/renders-html';

/** Each bundle learns whether it renders pages' HTML: islands leave their code out of the browser's. */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  actions.setWebpackConfig({ plugins: [plugins.define({ [RENDERS_HTML]: JSON.stringify(rendersHtml(stage)) })] });
};
