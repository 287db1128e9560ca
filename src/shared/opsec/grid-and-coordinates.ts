// The OPSEC check's places on a map: MGRS grid references and latitude/longitude pairs.
import { spansOf, type Detector } from './spans';

// --- grid -------------------------------------------------------------------------------------

// Easting and northing have equal precision: two equal halves, or an even unsplit run. Four digits
// (1 km) at least: a 10 km square pins nothing, and "3SAB 12" is far likelier a model code.
const MGRS_DIGITS = String.raw`(?:\d{5} \d{5}|\d{4} \d{4}|\d{3} \d{3}|\d{2} \d{2}|\d{10}|\d{8}|\d{6}|\d{4})`;
// A bare easting/northing after "grid" has no letters to vouch for it, so six digits at least:
// "grid 2000" is more often a power station's watts than a place.
const BARE_GRID_DIGITS = String.raw`(?:\d{5} \d{5}|\d{4} \d{4}|\d{3} \d{3}|\d{10}|\d{8}|\d{6})`;
const NOT_MORE_DIGITS = String.raw`(?![\w-]|[.,]\d)`;

// Zone 1-60, latitude band C-X without I and O, then the 100 km square (column A-Z, row A-V, no I
// or O). Capitals only: MGRS is written in capitals, and lower case lets "3pcs 1000" through.
const MGRS_RE = new RegExp(
  String.raw`(?<![\w-])(?:[1-5]\d|60|[1-9])[C-HJ-NP-X] ?[A-HJ-NP-Z][A-HJ-NP-V] ?${MGRS_DIGITS}${NOT_MORE_DIGITS}`,
  'g',
);
// "off-grid 123456" is a power figure, hence no hyphen before "grid".
const BARE_GRID_RE = new RegExp(
  String.raw`(?<![\w-])grid(?:\s+ref(?:erence)?\.?)?\s*[:#]?\s*(?<hit>${BARE_GRID_DIGITS})${NOT_MORE_DIGITS}`,
  'dgi',
);

export const findGrids: Detector = (text) => [
  ...spansOf(text, MGRS_RE),
  ...spansOf(text, BARE_GRID_RE),
];

// --- coordinates ------------------------------------------------------------------------------

const DEG_MARK = String.raw`(?: ?° ?| )`;
const MIN_MARK = String.raw`(?: ?['′’] ?| )`;
const SEC_MARK = String.raw`(?: ?(?:["″”]|'') ?| )?`;
const MINUTES = String.raw`[0-5]?\d(?:\.\d+)?`;

/** Degrees, minutes, optional seconds, then the hemisphere: 34°03'08"N or 34 03 08 N. */
const dmsThenHemisphere = (degrees: string, hemisphere: string) =>
  String.raw`${degrees}${DEG_MARK}${MINUTES}${MIN_MARK}(?:${MINUTES}${SEC_MARK})?${hemisphere}`;

/** The hemisphere first (N34°03'08"): then the degree and minute marks are required. */
const hemisphereThenDms = (hemisphere: string, degrees: string) =>
  String.raw`${hemisphere} ?${degrees} ?° ?${MINUTES} ?['′’](?: ?${MINUTES} ?(?:["″”]|''))?`;

const PAIR_SEP = String.raw`\s*,?\s*`;
const LAT_DEG = String.raw`(?<lat>\d{1,2})`;
const LON_DEG = String.raw`(?<lon>\d{1,3})`;
// Measurements that follow number pairs in reviews ("0.125, 0.250 in").
const NOT_A_MEASURE = String.raw`(?!\s*(?:%|"|(?:mm|cm|in|inch|inches|lbs?|oz|kg|g|m|ft|mi|km|v|mah)\b))`;

const COORDINATE_RES: readonly RegExp[] = [
  // 34.0522 N 118.2437 W, 34.0522°N, 118.2437°W: a hemisphere letter vouches for any decimals.
  new RegExp(
    String.raw`(?<![\w.])(?<lat>\d{1,2}\.\d+) ?°? ?[NS]${PAIR_SEP}(?<lon>\d{1,3}\.\d+) ?°? ?[EW](?!\w)`,
    'g',
  ),
  // N34.0522 W118.2437
  new RegExp(
    String.raw`(?<![\w.])[NS] ?(?<lat>\d{1,2}\.\d+)°?${PAIR_SEP}[EW] ?(?<lon>\d{1,3}\.\d+)°?(?![\w.]|\.\d)`,
    'g',
  ),
  // 34.0522, -118.2437: with no hemisphere, three decimals (about 100 m) tell a position from
  // ratings, weights and sizes ("4.5, 3.2"), which have one or two.
  new RegExp(
    String.raw`(?<![\w.$€£/-])(?<lat>-?\d{1,2}\.\d{3,})°?(?:\s*,\s*|\s+)(?<lon>-?\d{1,3}\.\d{3,})°?(?!\.?\d)${NOT_A_MEASURE}`,
    'gi',
  ),
  // 34°03'08"N 118°14'37"W, 34 03 08 N 118 14 37 W
  new RegExp(
    String.raw`(?<![\w.])${dmsThenHemisphere(LAT_DEG, '[NS]')}${PAIR_SEP}${dmsThenHemisphere(LON_DEG, '[EW]')}(?!\w)`,
    'g',
  ),
  // N34°03'08" W118°14'37"
  new RegExp(
    String.raw`(?<![\w.])${hemisphereThenDms('[NS]', LAT_DEG)}${PAIR_SEP}${hemisphereThenDms('[EW]', LON_DEG)}(?!\d)`,
    'g',
  ),
];

/** Degrees within range: 95.5, 200.1 is not a place on Earth. */
function isOnEarth(match: RegExpExecArray): boolean {
  const lat = Math.abs(Number(match.groups?.lat));
  const lon = Math.abs(Number(match.groups?.lon));
  return lat <= 90 && lon <= 180;
}

export const findCoordinates: Detector = (text) =>
  COORDINATE_RES.flatMap((re) => spansOf(text, re, isOnEarth));
