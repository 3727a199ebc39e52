import { Readable } from 'node:stream';
import { csvFromRows, csvText } from '../src/csv';

/* The platform's one CSV writer (src/csv.ts): what a spreadsheet finds in the file. */

describe('csvText', () => {
  it('quotes every text cell, leaves numbers bare, and ends records with CRLF', () => {
    expect(csvText(['Name', 'Qty', 'Price'], [['Filter, "big"', 3, '2.50'], ['', 0, '0.00']])).toBe(
      '"Name","Qty","Price"\r\n"Filter, ""big""",3,"2.50"\r\n"",0,"0.00"\r\n',
    );
  });

  it('keeps a cell that a semicolon-splitting spreadsheet would cut whole, inside its quotes', () => {
    expect(csvText(['A', 'B'], [['a;=1+1', 'x']]).split('\r\n')[1]).toBe('"a;=1+1","x"');
  });

  it('gives a text starting like a formula a leading apostrophe, but not a plain negative number', () => {
    const cells = ['=SUM(A1)', '+1', '-2+3', '@x', '\tx', '\rx', '\uFF1D1', 'ok', '12.50', '-120.00', '-1e5'];
    const [, record] = csvText(cells.map((_, i) => `c${i}`), [cells]).split('\r\n');
    expect(record).toBe(`"'=SUM(A1)","'+1","'-2+3","'@x","'\tx","'\rx","'\uFF1D1","ok","12.50","-120.00","'-1e5"`);
  });
});

describe('csvFromRows', () => {
  it('streams each row as its record, header first', async () => {
    const failures: Error[] = [];
    const out = csvFromRows(Readable.from([{ n: 'a;=1+1', q: 1 }, { n: '=1+1', q: -2 }]), ['N', 'Q'], (r: { n: string; q: number }) => [r.n, r.q], (e) => failures.push(e));
    let text = '';
    for await (const chunk of out) text += String(chunk);
    expect(text).toBe('"N","Q"\r\n"a;=1+1",1\r\n"\'=1+1",-2\r\n');
    expect(failures).toEqual([]);
  });
});
