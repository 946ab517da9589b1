import { render, screen } from '@testing-library/react';
import React from 'react';
import type { ContentBlock } from '../../types/content';
import { ContentBlocks } from './content-blocks';

describe('ContentBlocks', () => {
  it('renders the text of every block type', () => {
    const blocks: ContentBlock[] = [
      { kind: 'index', id: 'i', index: 'Transit times' },
      {
        kind: 'rich-text',
        id: 'r',
        nodes: [
          { type: 'paragraph', children: [{ type: 'text', text: 'Bold words', bold: true }] },
          {
            type: 'list',
            format: 'ordered',
            children: [{ type: 'list-item', children: [{ type: 'text', text: 'First step' }] }],
          },
        ],
      },
      { kind: 'title', id: 't', title: 'Transit times', subtitle: 'Door to door', style: 'h2' },
      { kind: 'content', id: 'c', markdown: '| Miles | Days |\n| --- | --- |\n| 500 | 2-4 |' },
      {
        kind: 'list-item',
        id: 'l',
        item: 'Dedicated agent',
        icon: 'Person',
        content: 'One person from quote to delivery',
      },
      { kind: 'checklist', id: 'k', title: 'Before pickup', text: null, items: ['Remove toll tags'] },
      { kind: 'card', id: 'd', image: null, subtitle: 'Insured', content: 'Every carrier is insured' },
      { kind: 'state-card', id: 's', from: 'Miami, FL', to: 'Boston, MA', distance: 1504 },
      { kind: 'qa', id: 'q', question: 'Do I need to be there?', answer: 'Someone you trust can hand over the keys.' },
      { kind: 'image', id: 'm', image: null, alt: null },
    ];
    render(<ContentBlocks blocks={blocks} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Transit times' })).toHaveAttribute('id', 'transit-times');
    expect(screen.getByRole('link', { name: 'Transit times' })).toHaveAttribute('href', '#transit-times');
    expect(screen.getByText('Bold words').tagName).toBe('STRONG');
    expect(screen.getByText('First step').closest('ol')).not.toBeNull();
    expect(screen.getByRole('cell', { name: '2-4' })).toBeInTheDocument();
    expect(screen.getByText('Dedicated agent')).toBeInTheDocument();
    expect(screen.getByText('Remove toll tags')).toBeInTheDocument();
    expect(screen.getByText('Every carrier is insured')).toBeInTheDocument();
    expect(screen.getByText('1,504 miles')).toBeInTheDocument();
    expect(screen.getByText('Do I need to be there?')).toBeInTheDocument();
    expect(screen.getByText('Image (alternative text missing)')).toBeInTheDocument();
  });
});
