import React from 'react';
import { tableOfContents } from '../content-blocks/anchor';
import { ContentBlocksIsland } from '../content-blocks/content-blocks-island';
import { ShareButtons } from '../share-buttons';
import { TableOfContents } from '../table-of-contents';
import type { ContentBlock } from '../../types/content';
import { ArticleLayout } from './article-layout';

interface ContentArticleProps {
  blocks: ContentBlock[];
  /** The page's absolute URL and title, for the share buttons. */
  url: string;
  title: string;
  /** Wraps the blocks in an `<article>` (a post is one; a page's content is the page itself). */
  asArticle?: boolean;
  /** What follows the content in the same column (a post's newer and older links). */
  after?: React.ReactNode;
}

/** CMS content with its table of contents and share buttons beside it. */
export function ContentArticle({ blocks, url, title, asArticle = false, after }: ContentArticleProps) {
  const content = <ContentBlocksIsland blocks={blocks} />;
  return (
    <ArticleLayout
      aside={
        <>
          <TableOfContents entries={tableOfContents(blocks)} />
          <ShareButtons url={url} title={title} />
        </>
      }
    >
      {asArticle ? <article>{content}</article> : content}
      {after}
    </ArticleLayout>
  );
}
