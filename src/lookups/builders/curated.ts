import { processWide } from '../../runtime/process-wide';
import { foldText, wordStarts } from '../search-text';
import { BOAT_BUILDERS } from './boat-builders';
import type { CuratedBuilder } from './builder';
import { MACHINE_BUILDERS, type MachineKind } from './equipment-builders';

export interface CuratedMake {
  makeId: number;
  name: string;
  searchKeys: string[];
  /** 0 is the most shipped. */
  rank: number;
}

export type CuratedList = 'boat' | MachineKind;

const listed = (builders: readonly CuratedBuilder[]): CuratedMake[] =>
  builders.map((builder, rank) => ({
    makeId: builder.id,
    name: builder.name,
    rank,
    searchKeys: [foldText(builder.name), ...(builder.aliases ?? []).map(foldText)].flatMap(wordStarts),
  }));

/** A curated list's makes, ready to search (made once per process). */
export function curatedMakes(list: CuratedList): CuratedMake[] {
  return processWide(`lookups:curatedMakes:${list}`, () =>
    listed(list === 'boat' ? BOAT_BUILDERS : MACHINE_BUILDERS.filter((builder) => builder.kinds.includes(list))),
  );
}
