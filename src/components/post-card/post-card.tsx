import { Link } from 'gatsby';
import { ArrowRight } from 'lucide-react';
import React from 'react';
import styled from 'styled-components';
import { colorVar, radii, space, typeScale, weights } from '../../styles/theme';
import type { BlogPostSummary } from '../../types/content';
import { linkCardSurface, stretchedHeadingLink } from '../card';
import { MediaImage } from '../media-image';
import { startPageLoading, startsNavigation } from '../page-loading';
import { CARD_TITLE_MAX, cutText, EXCERPT_MAX } from './card-text';
import { formatLongDate } from './long-date';

/** The whole card is the post's link (its heading's link stretched over it). */
const Card = styled.article`
  ${linkCardSurface}
  /* A card far down a list is laid out, and its picture fetched, when it comes near the screen. */
  content-visibility: auto;
  contain-intrinsic-size: auto 440px;
  .media-image {
    display: block;
    width: 100%;
    background: ${colorVar('surfaceSunken')};
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space(2)};
  padding: ${space(5)};
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

const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(1.5)};
  margin-top: auto;
  padding-top: ${space(2)};
  color: ${colorVar('link')};
  font-size: ${typeScale.sm};
  font-weight: ${weights.semibold};
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
      {post.featuredImage ? (
        <MediaImage
          media={post.featuredImage}
          alt=""
          width={768}
          sizes="(max-width: 640px) 100vw, 24rem"
          aspectRatio={16 / 10}
          quality={80}
          eager={first}
        />
      ) : null}
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
        <More aria-hidden="true">
          Read the article
          <ArrowRight size={16} aria-hidden="true" focusable="false" />
        </More>
      </Body>
    </Card>
  );
}
