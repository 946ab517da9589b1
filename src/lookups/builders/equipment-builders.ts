import type { CuratedBuilder } from './builder';

/** What a builder makes: construction and heavy equipment, farm equipment, or both. */
export type MachineKind = 'equipment' | 'farm';

export interface MachineBuilder extends CuratedBuilder {
  kinds: readonly MachineKind[];
}

const BOTH: readonly MachineKind[] = ['equipment', 'farm'];
const EQUIPMENT: readonly MachineKind[] = ['equipment'];
const FARM: readonly MachineKind[] = ['farm'];

/**
 * Builders of construction, heavy and farm equipment, written for this project (vPIC registers
 * road vehicles, not machines): the make field of a machine or a tractor suggests these, roughly
 * the biggest first. Ids are fixed, negative and from -2001 down, apart from the boat builders'
 * (-1001 down) and vPIC's (positive); a new builder takes the next free id. A builder not listed
 * is typed: the make field takes free text.
 */
export const MACHINE_BUILDERS: readonly MachineBuilder[] = [
  { id: -2001, name: 'Caterpillar', aliases: ['cat'], kinds: BOTH },
  { id: -2002, name: 'John Deere', aliases: ['deere'], kinds: BOTH },
  { id: -2003, name: 'Komatsu', kinds: EQUIPMENT },
  { id: -2004, name: 'Case', aliases: ['case ce'], kinds: EQUIPMENT },
  { id: -2005, name: 'Case IH', kinds: FARM },
  { id: -2006, name: 'Bobcat', kinds: BOTH },
  { id: -2007, name: 'Kubota', kinds: BOTH },
  { id: -2008, name: 'New Holland', kinds: BOTH },
  { id: -2009, name: 'Volvo Construction Equipment', aliases: ['volvo ce', 'volvo'], kinds: EQUIPMENT },
  { id: -2010, name: 'Hitachi', kinds: EQUIPMENT },
  { id: -2011, name: 'JCB', kinds: BOTH },
  { id: -2012, name: 'Develon (Doosan)', aliases: ['doosan'], kinds: EQUIPMENT },
  {
    id: -2013,
    name: 'Hyundai Construction Equipment',
    aliases: ['hyundai ce', 'hd hyundai', 'hyundai'],
    kinds: EQUIPMENT,
  },
  { id: -2014, name: 'Liebherr', kinds: EQUIPMENT },
  { id: -2015, name: 'Link-Belt', aliases: ['linkbelt'], kinds: EQUIPMENT },
  { id: -2016, name: 'Takeuchi', kinds: EQUIPMENT },
  { id: -2017, name: 'Terex', kinds: EQUIPMENT },
  { id: -2018, name: 'JLG', kinds: EQUIPMENT },
  { id: -2019, name: 'Genie', kinds: EQUIPMENT },
  { id: -2020, name: 'Manitou', kinds: BOTH },
  { id: -2021, name: 'Massey Ferguson', aliases: ['mf'], kinds: FARM },
  { id: -2022, name: 'AGCO', kinds: FARM },
  { id: -2023, name: 'Fendt', kinds: FARM },
  { id: -2024, name: 'Claas', kinds: FARM },
  { id: -2025, name: 'Mahindra', kinds: FARM },
  { id: -2026, name: 'Kioti', kinds: FARM },
  { id: -2027, name: 'LS Tractor', aliases: ['ls'], kinds: FARM },
  { id: -2028, name: 'Yanmar', kinds: BOTH },
  { id: -2029, name: 'Wacker Neuson', kinds: EQUIPMENT },
  { id: -2030, name: 'Sany', kinds: EQUIPMENT },
  { id: -2031, name: 'XCMG', kinds: EQUIPMENT },
  { id: -2032, name: 'Kobelco', kinds: EQUIPMENT },
  { id: -2033, name: 'Gehl', kinds: BOTH },
  { id: -2034, name: 'Vermeer', kinds: BOTH },
  { id: -2035, name: 'Grove', kinds: EQUIPMENT },
  { id: -2036, name: 'Manitowoc', kinds: EQUIPMENT },
  { id: -2037, name: 'Tadano', kinds: EQUIPMENT },
  { id: -2038, name: 'Bomag', kinds: EQUIPMENT },
  { id: -2039, name: 'Dynapac', kinds: EQUIPMENT },
  { id: -2040, name: 'Hamm', kinds: EQUIPMENT },
  { id: -2041, name: 'Wirtgen', kinds: EQUIPMENT },
  { id: -2042, name: 'Sakai', kinds: EQUIPMENT },
  { id: -2043, name: 'Ditch Witch', kinds: EQUIPMENT },
  { id: -2044, name: 'Skyjack', kinds: EQUIPMENT },
  { id: -2045, name: 'Haulotte', kinds: EQUIPMENT },
  { id: -2046, name: 'Snorkel', kinds: EQUIPMENT },
  { id: -2047, name: 'Mustang', kinds: EQUIPMENT },
  { id: -2048, name: 'ASV', kinds: EQUIPMENT },
  { id: -2049, name: 'Kenco', kinds: EQUIPMENT },
  { id: -2050, name: 'Versatile', kinds: FARM },
  { id: -2051, name: 'Challenger', kinds: FARM },
  { id: -2052, name: 'Gleaner', kinds: FARM },
  { id: -2053, name: 'Valtra', kinds: FARM },
  { id: -2054, name: 'Deutz-Fahr', aliases: ['deutz'], kinds: FARM },
  { id: -2055, name: 'Same', kinds: FARM },
  { id: -2056, name: 'Landini', kinds: FARM },
  { id: -2057, name: 'McCormick', kinds: FARM },
  { id: -2058, name: 'Krone', kinds: FARM },
  { id: -2059, name: 'Kuhn', kinds: FARM },
  { id: -2060, name: 'Kinze', kinds: FARM },
  { id: -2061, name: 'Great Plains', kinds: FARM },
  { id: -2062, name: 'Branson', kinds: FARM },
  { id: -2063, name: 'TYM', kinds: FARM },
  { id: -2064, name: 'Buhler', kinds: FARM },
];
