import { render } from '@testing-library/react';
import React from 'react';
import { Icon, isIconName, SocialIcon } from '.';

describe('icons', () => {
  it('knows every icon a CMS menu item may name', () => {
    for (const name of ['car', 'truck', 'ship', 'globe', 'map-pin', 'book', 'help', 'star', 'phone', 'news']) {
      expect(isIconName(name)).toBe(true);
    }
    expect(isIconName('toString')).toBe(false);
    expect(isIconName(null)).toBe(false);
  });

  it('hides icons from assistive technology', () => {
    const { container } = render(<Icon name="car" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the four social networks and nothing for an unknown one', () => {
    for (const network of ['facebook', 'instagram', 'youtube', 'LinkedIn']) {
      const { container, unmount } = render(<SocialIcon network={network} />);
      expect(container.querySelector('svg path')).not.toBeNull();
      unmount();
    }
    expect(render(<SocialIcon network="myspace" />).container).toBeEmptyDOMElement();
  });
});
