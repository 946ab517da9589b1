/**
 * Times the quote form's lookups in-process: cold index loading once, then many representative
 * queries per function (including keystroke-by-keystroke typing), and prints p50/p95/p99.
 *   npx tsx bench/lookups.ts
 * Needs the compiled indexes (npx tsx src/lookups/compile/compile-indexes.ts).
 */
import {
  autocomplete,
  cityPortLookup,
  cityZipLookup,
  makeLookup,
  modelLookup,
  preloadLookupIndexes,
} from '../src/lookups';

const ROUNDS = 200;

/** Every prefix of each word typed, as an input field sends them while the user types. */
const typed = (...texts: string[]) => texts.flatMap((text) => [...text].map((_, at) => text.slice(0, at + 1)));

const CASES: ReadonlyArray<{ name: string; queries: ReadonlyArray<() => unknown> }> = [
  {
    name: 'cityZipLookup',
    queries: [
      ...typed('90210', 'M5V 2T6', 'Los Angeles', 'Miami', 'Springfield, IL', 'San Juan, PR', 'Montréal').map(
        (q) => () => cityZipLookup(q),
      ),
      ...[
        '10001',
        'k1a',
        'Toronto',
        'saint louis',
        'vegas',
        'Anchorage',
        'Honolulu',
        'Miami FL',
        'S',
        'a',
        'x'.repeat(500),
        '🚗',
      ].map((q) => () => cityZipLookup(q)),
    ],
  },
  {
    name: 'cityPortLookup',
    queries: [
      ...typed('Bremerhaven', 'Port of Baltimore', 'Jebel Ali', 'Sydney, Australia').map(
        (q) => () => cityPortLookup(q),
      ),
      ...['DEBRV', 'San', 'long', 'Shanghai', 'Rotterdam', 'a', 'x'.repeat(500)].map((q) => () => cityPortLookup(q)),
    ],
  },
  {
    name: 'autocomplete',
    queries: [
      ...typed('Paris', 'London, uk', 'São Paulo', 'Lagos').map((q) => () => autocomplete(q)),
      ...['Tok', 'a', 'New', 'Mumbai', 'b', 'x'.repeat(500)].map((q) => () => autocomplete(q)),
    ],
  },
  {
    name: 'makeLookup',
    queries: [
      ...typed('Toyota', 'Mercedes-Benz', 'chevy').map((q) => () => makeLookup(q)),
      ...['', 'h', 'm'].flatMap((q) => [() => makeLookup(q), () => makeLookup(q, 2020), () => makeLookup(q, '1995')]),
    ],
  },
  {
    name: 'modelLookup',
    queries: [
      ...typed('RAV4', 'Camry').map((q) => () => modelLookup(q, 448, 2020)),
      ...(
        [
          [448, 2020],
          [460, 2015],
          [474, 2022],
          [3888, 2019],
          [467, 2010],
        ] as const
      ).flatMap(([makeId, year]) => ['', 'f', 'prime', 'c'].map((q) => () => modelLookup(q, makeId, year))),
    ],
  },
];

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

const micro = (ms: number) => `${(ms * 1000).toFixed(1).padStart(8)} µs`;

const loadStarted = performance.now();
const summary = preloadLookupIndexes();
const loadMs = performance.now() - loadStarted;
console.log(`Cold load of every index: ${loadMs.toFixed(0)} ms`, summary);

// Warm the JIT so the figures are the steady state a warm Function sees.
for (const { queries } of CASES) for (let round = 0; round < 20; round++) queries.forEach((query) => query());

console.log(
  `\n${'function'.padEnd(16)} ${'calls'.padStart(7)} ${'p50'.padStart(11)} ${'p95'.padStart(11)} ${'p99'.padStart(11)} ${'max'.padStart(11)}`,
);
for (const { name, queries } of CASES) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of queries) {
      const started = performance.now();
      query();
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(16)} ${String(times.length).padStart(7)} ${micro(percentile(times, 0.5))} ${micro(percentile(times, 0.95))} ${micro(
      percentile(times, 0.99),
    )} ${micro(times[times.length - 1])}`,
  );
}
