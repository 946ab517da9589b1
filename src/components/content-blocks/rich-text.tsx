import React from 'react';
import type { RichTextInline, RichTextNode } from '../../types/content';
import { MISSING_ALT_TEXT } from '../media-image';
import { MediaLink } from './media-link';

function Inline({ node }: { node: RichTextInline }): React.ReactElement {
  if (node.type === 'link') {
    return (
      <MediaLink href={node.url}>
        {node.children.map((child, index) => (
          <Inline key={index} node={child} />
        ))}
      </MediaLink>
    );
  }
  let element: React.ReactNode = node.text;
  if (node.code) element = <code>{element}</code>;
  if (node.bold) element = <strong>{element}</strong>;
  if (node.italic) element = <em>{element}</em>;
  if (node.underline) element = <u>{element}</u>;
  if (node.strikethrough) element = <s>{element}</s>;
  return <>{element}</>;
}

const renderChildren = (children: (RichTextInline | RichTextNode)[]) =>
  children.map((child, index) =>
    child.type === 'text' || child.type === 'link' ? (
      <Inline key={index} node={child} />
    ) : (
      <Node key={index} node={child} />
    ),
  );

function Node({ node }: { node: RichTextNode }): React.ReactElement | null {
  switch (node.type) {
    case 'paragraph':
      return <p>{renderChildren(node.children)}</p>;
    case 'heading': {
      const Heading = `h${node.level}` as 'h2';
      return <Heading>{renderChildren(node.children)}</Heading>;
    }
    case 'list': {
      const List = node.format === 'ordered' ? 'ol' : 'ul';
      return <List>{renderChildren(node.children)}</List>;
    }
    case 'list-item':
      return <li>{renderChildren(node.children)}</li>;
    case 'quote':
      return <blockquote>{renderChildren(node.children)}</blockquote>;
    case 'code':
      return (
        <pre>
          <code>{renderChildren(node.children)}</code>
        </pre>
      );
    case 'image':
      return (
        <img
          src={node.image.url}
          alt={node.image.alternativeText?.trim() || MISSING_ALT_TEXT}
          width={node.image.width}
          height={node.image.height}
          loading="lazy"
          decoding="async"
        />
      );
    default:
      return null;
  }
}

/** Renders Strapi's JSON rich text (the Blocks editor format). */
export function RichText({ nodes }: { nodes: RichTextNode[] }) {
  return (
    <>
      {nodes.map((node, index) => (
        <Node key={index} node={node} />
      ))}
    </>
  );
}
