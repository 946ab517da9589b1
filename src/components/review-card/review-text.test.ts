import { reviewTextCard, reviewTextSmall, reviewTextWide } from './review-text';

const text = (length: number) => 'abcdefghij'.repeat(Math.ceil(length / 10)).slice(0, length);

describe('review text rules (SPEC §9)', () => {
  it('small screens: up to 100 characters shown whole', () => {
    expect(reviewTextSmall(text(100))).toBe(text(100));
  });

  it('small screens: longer than 100 is cut to 150 plus an ellipsis', () => {
    expect(reviewTextSmall(text(400))).toBe(`${text(150)}…`);
    expect(reviewTextSmall(text(101))).toBe(`${text(101)}…`);
  });

  it('wide screens: up to 250 characters shown whole, longer cut to 230 plus an ellipsis', () => {
    expect(reviewTextWide(text(250))).toBe(text(250));
    expect(reviewTextWide(text(251))).toBe(`${text(230)}…`);
  });

  it('review card: cut at 150 plus an ellipsis', () => {
    expect(reviewTextCard(text(150))).toBe(text(150));
    expect(reviewTextCard(text(300))).toBe(`${text(150)}…`);
  });

  it('never leaves a space before the ellipsis', () => {
    expect(reviewTextCard(`${'word '.repeat(30)}more`)).toMatch(/ word…$/);
  });
});
