import { fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { Accordion } from './accordion';

const items = ['USA', 'Europe', 'Asia'].map((title) => ({ title, content: <p>{`${title} content`}</p> }));
const trigger = (name: string) => screen.getByRole('button', { name });

describe('Accordion (SPEC §4: one open at a time)', () => {
  it('opening one closes the one that was open', () => {
    render(<Accordion items={items} initial={0} />);
    expect(trigger('USA')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(trigger('Europe'));
    expect(trigger('Europe')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('USA')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Europe content')).toBeVisible();
    expect(screen.getByText('USA content')).not.toBeVisible();
  });

  it('collapsible: clicking the open one closes it', () => {
    render(<Accordion items={items} />);
    fireEvent.click(trigger('Asia'));
    fireEvent.click(trigger('Asia'));
    expect(screen.getAllByRole('button').every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(
      true,
    );
  });

  it('not collapsible: one group always stays open', () => {
    const onChange = jest.fn();
    render(<Accordion items={items} initial={0} collapsible={false} onChange={onChange} />);
    fireEvent.click(trigger('USA'));
    expect(trigger('USA')).toHaveAttribute('aria-expanded', 'true');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(trigger('Asia'));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
