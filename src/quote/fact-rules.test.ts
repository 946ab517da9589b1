import * as yup from 'yup';
import { factsSchema, parseFacts, parseFeet, parsePounds } from './fact-rules';

const problems = (category: Parameters<typeof factsSchema>[0], draft: Record<string, string>) => {
  try {
    factsSchema(category).validateSync(draft, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((issue) => [issue.path, issue.message]));
  }
};

describe('category facts as typed', () => {
  it('reads feet as decimals or feet and inches', () => {
    expect(parseFeet('32')).toBe(32);
    expect(parseFeet('8.5')).toBe(8.5);
    expect(parseFeet(`8'6"`)).toBe(8.5);
    expect(parseFeet(`8' 6`)).toBe(8.5);
    expect(parseFeet('8 ft 6 in')).toBe(8.5);
    expect(parseFeet('32 ft')).toBe(32);
    expect(parseFeet('13’6”')).toBe(13.5);
    expect(parseFeet(`8'7"`)).toBe(8.58);
    for (const text of ['', 'abc', `8'13"`, '8,5', '-3', '1e3', '32 m']) expect(parseFeet(text)).toBeUndefined();
  });

  it('reads pounds with or without thousands separators', () => {
    expect(parsePounds('48000')).toBe(48000);
    expect(parsePounds('48,000 lb')).toBe(48000);
    expect(parsePounds('1,250 lbs')).toBe(1250);
    for (const text of ['', 'heavy', '48.000.000', '4,80']) expect(parsePounds(text)).toBeUndefined();
  });

  it('parses only the facts the category asks, numbers as numbers and Yes/No as booleans', () => {
    expect(
      parseFacts('boat', { lengthFt: '32', beamFt: `10'6"`, heightFt: '', onOwnTrailer: 'Yes', weightLb: '9000' }),
    ).toEqual({ lengthFt: 32, beamFt: 10.5, onOwnTrailer: true });
    expect(parseFacts('rv', { rvType: 'class-a', lengthFt: '38', drivable: 'No' })).toEqual({
      rvType: 'class-a',
      lengthFt: 38,
      drivable: false,
    });
    expect(parseFacts('container', { containerSize: '40' })).toEqual({ containerSize: '40' });
    expect(parseFacts('car', { lengthFt: '15' })).toEqual({});
    expect(parseFacts('rv', { rvType: 'yacht', lengthFt: 'long' })).toEqual({});
  });

  it('asks each required fact with a clear message, and refuses what it cannot read or what is out of bounds', () => {
    expect(problems('boat', {})).toEqual({
      lengthFt: "Please enter the boat's length in feet",
      beamFt: "Please enter the boat's beam in feet",
      onOwnTrailer: 'Please say whether the boat sits on its own trailer',
    });
    expect(problems('boat', { lengthFt: '320', beamFt: 'wide', heightFt: '1', onOwnTrailer: 'Yes' })).toEqual({
      lengthFt: 'Please enter a length from 3 to 120 feet',
      beamFt: `Please enter the boat's beam in feet, like 8.5 or 8'6"`,
      heightFt: 'Please enter a height as it travels from 2 to 30 feet',
    });
    expect(problems('equipment', { lengthFt: '30', widthFt: `8'6"`, heightFt: '10', weightLb: '900,000' })).toEqual({
      weightLb: 'Please enter a weight from 50 to 400,000 pounds',
    });
    expect(problems('rv', { lengthFt: '30' })).toEqual({ rvType: 'Please select the type of RV' });
    expect(problems('container', { containerSize: '30' })).toEqual({
      containerSize: 'Please select the container size: 20 or 40 ft',
    });
    // Optional facts may stay unanswered.
    expect(problems('bus', { lengthFt: '40' })).toEqual({});
    expect(problems('car', {})).toEqual({});
    expect(problems('equipment', { lengthFt: '30', widthFt: '8', heightFt: '10', weightLb: 'heavy' })).toEqual({
      weightLb: "Please enter the machine's weight in pounds, like 48,000",
    });
  });
});
