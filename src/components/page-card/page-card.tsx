import { Link } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { colorVar, typeScale } from '../../styles/theme';
import type { Media } from '../../types/content';
import { LinkCardBody, LinkCardImage, LinkCardMore, linkCardSurface, stretchedHeadingLink } from '../card';

const Card = styled.article`
  ${linkCardSurface}
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
      {image ? <LinkCardImage media={image} /> : null}
      <LinkCardBody>
        <h3>
          <Link to={path}>{title}</Link>
        </h3>
        {description ? <p>{description}</p> : null}
        <LinkCardMore>Learn more</LinkCardMore>
      </LinkCardBody>
    </Card>
  );
}
