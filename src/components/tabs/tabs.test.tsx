import { fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { Tabs } from './tabs';

const items = ['Car', 'Motorcycles', 'Trailers'].map((name) => ({ name, panel: <p>{`${name} panel`}</p> }));

describe('Tabs', () => {
  it('shows the initial tab and hides the others', () => {
    render(<Tabs label="Vehicles" items={items} initial={2} />);
    expect(screen.getByRole('tab', { name: 'Trailers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Trailers panel')).toBeVisible();
    expect(screen.getByText('Car panel')).not.toBeVisible();
  });

  it('choosing a tab shows its panel only', () => {
    render(<Tabs label="Vehicles" items={items} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Motorcycles' }));
    expect(screen.getByRole('tab', { name: 'Motorcycles' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Car' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('Motorcycles panel')).toBeVisible();
    expect(screen.getByText('Car panel')).not.toBeVisible();
  });

  it('arrow keys, Home and End move the choice and the focus, wrapping around', () => {
    render(<Tabs label="Vehicles" items={items} />);
    const car = screen.getByRole('tab', { name: 'Car' });
    car.focus();
    fireEvent.keyDown(car, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Trailers' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Trailers' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(car).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(car, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Motorcycles' })).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });
});
