import { render, screen } from '@testing-library/react';
import React from 'react';
import { MediaImage } from './media-image';

const media = {
  url: 'http://cms.test/uploads/a.jpg',
  alt: '',
  width: 1600,
  height: 1000,
  mime: 'image/jpeg',
  formats: [{ name: 'small', url: 'http://cms.test/uploads/small_a.jpg', width: 420, height: 263 }],
};

describe('MediaImage', () => {
  it('says the alternative text is missing when the image has none (SPEC §8)', () => {
    render(<MediaImage media={media} />);
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Image (alternative text missing)');
  });

  it('offers the CMS formats as sources and keeps the intrinsic size', () => {
    render(<MediaImage media={{ ...media, alt: 'A truck' }} />);
    const img = screen.getByRole('img', { name: 'A truck' });
    expect(img).toHaveAttribute(
      'srcset',
      'http://cms.test/uploads/small_a.jpg 420w, http://cms.test/uploads/a.jpg 1600w',
    );
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveAttribute('loading', 'lazy');
  });
});
