import { Link } from 'gatsby';
import { ArrowRight } from 'lucide-react';
import React from 'react';
import styled from 'styled-components';
import { colorVar, space, typeScale, weights } from '../../styles/theme';
import type { Media } from '../../types/content';
import { linkCardSurface, stretchedHeadingLink } from '../card';
import { MediaImage } from '../media-image';

const Card = styled.article`
  ${linkCardSurface}
  .media-image {
    display: block;
    width: 100%;
    background: ${colorVar('surfaceSunken')};
  }
  > div:last-child {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${space(2)};
    padding: ${space(5)};
  }
  h3 {
    margin: 0;
    font-size: ${typeScale.lg};
  }
  ${stretchedHeadingLink}
  p {
    margin: 0;
    color: ${colorVar('muted')};
    font-size: ${typeScale.sm};
  }
  span {
    display: inline-flex;
    align-items: center;
    gap: ${space(1.5)};
    margin-top: auto;
    padding-top: ${space(2)};
    color: ${colorVar('link')};
    font-size: ${typeScale.sm};
    font-weight: ${weights.semibold};
  }
`;

interface PageCardProps {
  title: string;
  path: string;
  description: string | null;
  image: Media | null;
}

/** A CMS page in its parent's list: the whole card links to it. */
export function PageCard({ title, path, description, image }: PageCardProps) {
  return (
    <Card>
      {image ? (
        <MediaImage
          media={image}
          alt=""
          width={768}
          sizes="(max-width: 640px) 100vw, 24rem"
          aspectRatio={16 / 10}
          quality={80}
        />
      ) : null}
      <div>
        <h3>
          <Link to={path}>{title}</Link>
        </h3>
        {description ? <p>{description}</p> : null}
        <span aria-hidden="true">
          Learn more
          <ArrowRight size={16} aria-hidden="true" focusable="false" />
        </span>
      </div>
    </Card>
  );
}
