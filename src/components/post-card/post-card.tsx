import { Link } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { colorVar, radii, space, typeScale, weights } from '../../styles/theme';
import type { BlogPostSummary } from '../../types/content';
import { LinkCardBody, LinkCardImage, LinkCardMore, linkCardSurface, stretchedHeadingLink } from '../card';
import { startPageLoading, startsNavigation } from '../page-loading';
import { CARD_TITLE_MAX, cutText, EXCERPT_MAX } from './card-text';
import { formatLongDate } from './long-date';

/** The whole card is the post's link (its heading's link stretched over it). */
const Card = styled.article`
  ${linkCardSurface}
  /* A card far down a list is laid out, and its picture fetched, when it comes near the screen. */
  content-visibility: auto;
  contain-intrinsic-size: auto 440px;
`;

const Body = styled(LinkCardBody)`
  h3 {
    margin: 0;
    font-family: inherit;
    font-size: ${typeScale.lg};
    letter-spacing: -0.01em;
  }
  ${stretchedHeadingLink}
  p {
    margin: 0;
    color: ${colorVar('muted')};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  font-size: ${typeScale.xs};
  font-weight: ${weights.medium};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Category = styled.span`
  padding: ${space(0.5)} ${space(2)};
  border-radius: ${radii.pill};
  background: color-mix(in srgb, ${colorVar('accent')} 22%, transparent);
  color: ${colorVar('heading')};
`;

/** A post in a list: its title cut at 35 characters and its excerpt at 100 (SPEC §9). */
export function PostCard({
  post,
  first = false,
}: {
  post: BlogPostSummary;
  /** The list's first card: its image is fetched at once, ahead of the rest. */
  first?: boolean;
}) {
  const shortTitle = cutText(post.name, CARD_TITLE_MAX);
  return (
    <Card>
      {post.featuredImage ? <LinkCardImage media={post.featuredImage} eager={first} /> : null}
      <Body>
        <Meta>
          {post.category ? <Category>{post.category.name}</Category> : null}
          <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
        </Meta>
        <h3>
          <Link
            to={post.path}
            onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
              // SPEC §2: a card that navigates to a post shows the page-loading indicator.
              if (startsNavigation(event)) startPageLoading();
            }}
          >
            {shortTitle === post.name ? (
              post.name
            ) : (
              <>
                <span aria-hidden="true" title={post.name}>
                  {shortTitle}
                </span>
                <span className="visually-hidden">{post.name}</span>
              </>
            )}
          </Link>
        </h3>
        <p>{cutText(post.summary, EXCERPT_MAX)}</p>
        <LinkCardMore>Read the article</LinkCardMore>
      </Body>
    </Card>
  );
}
