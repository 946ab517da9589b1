import { defaultSource, readTracking, STORAGE_KEY, trackingId } from './tracking';

describe('SPEC §3/§4 tracking', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('id from the query string sets both id and marketing_id; source and fbclid are read too', () => {
    expect(readTracking('?id=camp-42&source=Newsletter&fbclid=fb.1')).toEqual({
      id: 'camp-42',
      marketing_id: 'camp-42',
      source: 'Newsletter',
      fbclid: 'fb.1',
    });
  });

  it('is kept for the visit: later pages without a query string keep it', () => {
    readTracking('?id=camp-42&source=Newsletter');
    expect(readTracking('')).toMatchObject({ id: 'camp-42', source: 'Newsletter' });
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ id: 'camp-42' });
    expect(readTracking('?source=Ads')).toEqual({ id: '', marketing_id: '', source: 'Ads', fbclid: '' });
  });

  it('Source defaults: Home Page, Home Page International, Booking, Booking International', () => {
    expect(defaultSource('home', false)).toBe('Home Page');
    expect(defaultSource('home', true)).toBe('Home Page International');
    expect(defaultSource('booking', false)).toBe('Booking');
    expect(defaultSource('booking', true)).toBe('Booking International');
  });

  it('The id used is marketing_id if non-empty, else id', () => {
    expect(trackingId({ id: 'a', marketing_id: 'b', source: '', fbclid: '' })).toBe('b');
    expect(trackingId({ id: 'a', marketing_id: '', source: '', fbclid: '' })).toBe('a');
  });
});
