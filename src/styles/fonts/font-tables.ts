import * as fontverter from 'fontverter';

/**
 * What a font file holds, read from its tables: the characters it maps (cmap), its variation axes
 * (fvar) and the OpenType features it carries (GSUB and GPOS).
 */
export interface FontTables {
  codePoints: Set<number>;
  axes: { tag: string; min: number; default: number; max: number }[];
  features: Set<string>;
}

/** Reads a WOFF2 (or TrueType/OpenType) font's tables. */
export async function readFontTables(file: Buffer): Promise<FontTables> {
  const sfnt: Buffer = await fontverter.convert(file, 'sfnt');
  const tables = new Map<string, Buffer>();
  const count = sfnt.readUInt16BE(4);
  for (let index = 0; index < count; index += 1) {
    const record = 12 + index * 16;
    const offset = sfnt.readUInt32BE(record + 8);
    tables.set(
      sfnt.toString('latin1', record, record + 4),
      sfnt.subarray(offset, offset + sfnt.readUInt32BE(record + 12)),
    );
  }
  const features = new Set<string>();
  for (const tag of ['GSUB', 'GPOS']) {
    const table = tables.get(tag);
    if (!table) continue;
    const list = table.subarray(table.readUInt16BE(6));
    for (let index = 0; index < list.readUInt16BE(0); index += 1)
      features.add(list.toString('latin1', 2 + index * 6, 6 + index * 6));
  }
  return { codePoints: cmapCodePoints(tables.get('cmap')), axes: fvarAxes(tables.get('fvar')), features };
}

/** The code points a cmap maps to a glyph, from its Unicode subtable (format 12, else format 4). */
function cmapCodePoints(cmap: Buffer | undefined): Set<number> {
  const points = new Set<number>();
  if (!cmap) return points;
  const subtables = Array.from({ length: cmap.readUInt16BE(2) }, (_, index) => cmap.readUInt32BE(4 + index * 8 + 4))
    .map((offset) => cmap.subarray(offset))
    .filter((table) => [4, 12].includes(table.readUInt16BE(0)));
  const table = subtables.find((candidate) => candidate.readUInt16BE(0) === 12) ?? subtables[0];
  if (!table) return points;
  if (table.readUInt16BE(0) === 12) {
    for (let index = 0; index < table.readUInt32BE(12); index += 1) {
      const group = 16 + index * 12;
      for (let point = table.readUInt32BE(group); point <= table.readUInt32BE(group + 4); point += 1) points.add(point);
    }
    return points;
  }
  const segments = table.readUInt16BE(6) / 2;
  const ends = 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment += 1) {
    const start = table.readUInt16BE(starts + segment * 2);
    const end = table.readUInt16BE(ends + segment * 2);
    const delta = table.readInt16BE(deltas + segment * 2);
    const rangeOffset = table.readUInt16BE(rangeOffsets + segment * 2);
    for (let point = start; point <= end && point !== 0xffff; point += 1) {
      const glyph =
        rangeOffset === 0
          ? (point + delta) & 0xffff
          : table.readUInt16BE(rangeOffsets + segment * 2 + rangeOffset + (point - start) * 2);
      if (glyph !== 0) points.add(point);
    }
  }
  return points;
}

function fvarAxes(fvar: Buffer | undefined): FontTables['axes'] {
  if (!fvar) return [];
  const first = fvar.readUInt16BE(4);
  const size = fvar.readUInt16BE(10);
  const fixed = (at: number) => fvar.readInt32BE(at) / 65536;
  return Array.from({ length: fvar.readUInt16BE(8) }, (_, index) => {
    const axis = first + index * size;
    return {
      tag: fvar.toString('latin1', axis, axis + 4),
      min: fixed(axis + 4),
      default: fixed(axis + 8),
      max: fixed(axis + 12),
    };
  });
}
