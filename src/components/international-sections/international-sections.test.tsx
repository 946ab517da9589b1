import { fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { image } from '../../testing/media-fixture';
import { QuoteForm } from '../quote-form/quote-form';
import { datasetLookups } from '../quote-form/testing';
import { SIDEFORM_SECOND_BLOCK, useAutoClick } from './use-auto-click';
import { defaultVehicleTab, VehicleTabs } from './vehicle-tabs';
import { WhereWeShipGroups } from './where-we-ship-groups';
import { sectionNav } from './international-sections';

/** An image counts as shown when the tab panel holding it is (jsdom lays nothing out). */
const shownIn = (image: HTMLElement) => image.closest('[role="tabpanel"]');

const groups = [
  { name: 'USA', countries: ['USA', 'Canada'], image: image('usa', 'Map of the USA') },
  { name: 'Europe', countries: ['France', 'Italy', 'Spain'], image: image('europe', 'Map of Europe') },
  { name: 'Africa', countries: ['Kenya', 'Egypt'], image: image('africa', 'Map of Africa') },
];

const vehicleTabs = ['Car', 'Motorcycles', 'Trailers', 'Recreational', 'Classics/Exotics', 'Equipment'].map((name) => ({
  name,
  image: image(name.toLowerCase()),
  isDefault: false,
}));

describe('where we ship groups (SPEC §2)', () => {
  it('one group open at a time, and the picture changes with it', () => {
    render(<WhereWeShipGroups groups={groups} />);
    expect(screen.getByRole('button', { name: 'USA' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('img', { name: 'Map of the USA' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Europe' }));
    expect(screen.getByRole('button', { name: 'USA' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('list', { name: 'Countries in Europe' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Map of Europe' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Map of the USA' })).toBeNull();
  });

  it('clicking the open group keeps it open (a group is always chosen)', () => {
    render(<WhereWeShipGroups groups={groups} />);
    fireEvent.click(screen.getByRole('button', { name: 'USA' }));
    expect(screen.getByRole('button', { name: 'USA' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('vehicles section (SPEC §2)', () => {
  it('starts on Trailers, and each tab shows its own picture', () => {
    render(<VehicleTabs tabs={vehicleTabs} />);
    expect(screen.getByRole('tab', { name: 'Trailers' })).toHaveAttribute('aria-selected', 'true');
    expect(shownIn(screen.getByRole('img', { name: 'Trailers' }))).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'Equipment' }));
    expect(shownIn(screen.getByRole('img', { name: 'Equipment' }))).toBeVisible();
    expect(shownIn(screen.getByRole('img', { name: 'Trailers', hidden: true }))).not.toBeVisible();
  });

  it('a tab the editor marked as default wins over Trailers', () => {
    expect(defaultVehicleTab(vehicleTabs)).toBe(2);
    expect(defaultVehicleTab(vehicleTabs.map((tab) => ({ ...tab, isDefault: tab.name === 'Car' })))).toBe(0);
  });
});

describe('section nav', () => {
  it('lists the sections in the order the editor put them, with their SPEC anchors', () => {
    const nav = sectionNav([
      { kind: 'reviews', heading: 'Reviews', intro: null, count: 3 },
      { kind: 'where-we-ship', heading: 'Where', intro: null, groups: [] },
      { kind: 'transport-types', heading: 'Types', intro: null, items: [] },
    ]);
    expect(nav.map((entry) => entry.id)).toEqual(['reviews', 'shipping-locations', 'transport-types']);
  });
});

describe('the international page clicks the form’s second block on load (SPEC §4)', () => {
  function PageWithForm({ autoClick }: { autoClick: boolean }) {
    return (
      <>
        <QuoteForm id="international-sideform" lookups={datasetLookups} onSubmit={jest.fn()} />
        {autoClick ? <AutoClick /> : null}
      </>
    );
  }
  function AutoClick() {
    useAutoClick(SIDEFORM_SECOND_BLOCK);
    return null;
  }

  it('without the click the form starts domestic', () => {
    render(<PageWithForm autoClick={false} />);
    expect(screen.getByRole('button', { name: 'Domestic shipping' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('on load the second block, International, is clicked', () => {
    render(<PageWithForm autoClick />);
    expect(screen.getByRole('button', { name: 'International' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Domestic shipping' })).toHaveAttribute('aria-pressed', 'false');
  });
});
