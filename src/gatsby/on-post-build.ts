import type { GatsbyNode } from 'gatsby';
import path from 'path';
import { secureBuiltPages } from '../security/built-pages';

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  try {
    const { pages, rewritten } = await secureBuiltPages(path.join(program.directory, 'public'));
    reporter.info(`Content-Security-Policy: ${pages} pages checked, ${rewritten} rewritten`);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};
