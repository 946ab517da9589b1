import { act, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { ShareButtons } from './share-buttons';

const URL_ = 'https://www.velmora.test/blog/prepare-a-car';
const TITLE = 'How to prepare a car for transport';

describe('the share buttons', () => {
  it('carry the page’s URL (and title) to every network', () => {
    render(<ShareButtons url={URL_} title={TITLE} />);
    const encoded = encodeURIComponent(URL_);
    expect(screen.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );
    expect(screen.getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute(
      'href',
      `mailto:?subject=${encodeURIComponent(TITLE)}&body=${encoded}`,
    );
    expect(screen.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('copies the URL where the browser offers a clipboard', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareButtons url={URL_} title={TITLE} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('offers no copy button without a clipboard', () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    render(<ShareButtons url={URL_} title={TITLE} />);
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });
});
