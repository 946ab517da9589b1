import fc from 'fast-check';
import { csvCell, csvRecord } from './csv';
import { parseCsv } from './testing/read-csv';

describe('CSV', () => {
  it('quotes fields with commas, quotes and line breaks, and ends records with CRLF', () => {
    expect(csvRecord(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\r', 7, null, undefined])).toBe(
      'plain,"a,b","say ""hi""","two\nlines","cr\r",7,,\r\n',
    );
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1 (310) 555-0199')).toBe("'+1 (310) 555-0199");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=cmd')).toBe("'\t=cmd");
    expect(csvCell('\r=cmd')).toBe('"\'\r=cmd"');
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""Click"")"',
    );
    expect(csvCell('Maria = Mary')).toBe('Maria = Mary');
    expect(csvCell(-5)).toBe('-5');
  });

  it('reads back as the cells it was given (formulas as text), whatever they hold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('a', ',', '"', '\r', '\n', '=', '+', '-', '@', '\t', ' ', 'é') }), {
          minLength: 1,
          maxLength: 6,
        }),
        (cells) => {
          const [read] = parseCsv(csvRecord(cells));
          expect(read).toEqual(cells.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)));
          expect(read?.some((cell) => /^[=+\-@\t\r]/.test(cell))).toBe(false);
        },
      ),
    );
  });
});
