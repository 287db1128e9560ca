// The OPSEC check on what members post (reviews, field reports, questions, answers): it runs in
// the browser as the member types and again on the server, so it is plain regexes, no packages,
// and every pattern is linear in the text (bounded quantifiers, no nested repetition).
//
// Each kind errs towards flagging: a false alarm costs the member a second look, a miss can cost
// more. The exceptions are the everyday collisions a gear site is full of (ratings, sizes, model
// numbers, stock numbers, "camp stove"), which the tests pin down as false positives.
import { NOT_OPSEC_PLACES, NOT_PLACE_NAME_WORDS, OPSEC_PLACES } from './opsec-places';

export const OPSEC_KINDS = [
  'grid',
  'coordinates',
  'unit',
  'place',
  'movement',
  'phone',
  'service_number',
] as const;
export type OpsecKind = (typeof OPSEC_KINDS)[number];

export interface OpsecFinding {
  kind: OpsecKind;
  text: string;
  /** UTF-16 index into the checked text: `text.slice(start, end)` is the finding's text. */
  start: number;
  end: number;
  why: string;
}

export const OPSEC_KIND_LABELS: Record<OpsecKind, string> = {
  grid: 'Grid reference',
  coordinates: 'Coordinates',
  unit: 'Unit designator',
  place: 'Base or outpost',
  movement: 'Movement date or time',
  phone: 'Phone number',
  service_number: 'ID or service number',
};

/** One sentence per kind, shown to the member beside the highlighted text. */
export const OPSEC_WHY: Readonly<Record<OpsecKind, string>> = {
  grid: 'A grid reference pins a spot to within metres: an OPSEC guide calls a geotag the equivalent of a 10-digit grid.',
  coordinates:
    'Latitude and longitude put a spot on anyone’s map as precisely as a grid reference does.',
  unit: 'Naming your unit down to battalion, company or team tells readers who is where, and in what strength.',
  place:
    'Naming a base or outpost ties you, and everything else you post, to a place adversaries watch.',
  movement:
    'Dates and times of future moves tell an adversary when people will be on the road or away from home.',
  phone:
    'A phone or DSN number lets anyone call, impersonate or trace you and the people you work with.',
  service_number:
    'An SSN, DoD ID or service number is the key to identity theft and to tracing you by name.',
};

/**
 * Where findings overlap, one span (their union) is reported, as the kind listed first here.
 * Exact formats come first: a string shaped like a grid or an SSN is almost never anything else,
 * while unit, place and movement rest on wording. Movement outranks unit and place because its
 * span wraps the unit or place it mentions ("convoy out of FOB Salerno at 0400"), and when people
 * move is the graver half of that sentence.
 */
export const OPSEC_SPECIFICITY: readonly OpsecKind[] = [
  'grid',
  'coordinates',
  'service_number',
  'phone',
  'movement',
  'unit',
  'place',
];

interface Span {
  start: number;
  end: number;
}

type Detector = (text: string) => Span[];

/**
 * The matches of the global regex `re` that `keep` accepts. A pattern with a `hit` group (and the
 * `d` flag) reports only that group: a cue such as "DSN" or "grid" is why a number is suspect, but
 * the number is what the member should take out.
 */
function spansOf(
  text: string,
  re: RegExp,
  keep: (match: RegExpExecArray) => boolean = () => true,
): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(re)) {
    if (!keep(match)) continue;
    const hit = match.indices?.groups?.hit;
    spans.push(
      hit
        ? { start: hit[0], end: hit[1] }
        : { start: match.index, end: match.index + match[0].length },
    );
  }
  return spans;
}

/** A non-capturing group of alternatives, each already a pattern. */
const oneOf = (patterns: readonly string[]) => `(?:${patterns.join('|')})`;

const escapeRegExp = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An alternation of literals, longest first so "SFG(A)" is tried before "SFG". */
const alternation = (words: readonly string[]) =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');

/** Title case, lower case and capitals: "Battalion", "battalion", "BATTALION". */
const inThreeCases = (...words: string[]) =>
  words.flatMap((word) => [word, word.toLowerCase(), word.toUpperCase()]);

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

const findGrids: Detector = (text) => [...spansOf(text, MGRS_RE), ...spansOf(text, BARE_GRID_RE)];

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

const findCoordinates: Detector = (text) =>
  COORDINATE_RES.flatMap((re) => spansOf(text, re, isOnEarth));

// --- unit -------------------------------------------------------------------------------------

// Words that make an ordinal a unit: "3rd Bn", "82nd Airborne", "75th Ranger Regiment". Capitals
// matter: "2nd Company" is a unit, "the 2nd company I bought from" is not, so only the words
// that mean nothing else are accepted in lower case too.
const UNIT_QUALIFIERS = [
  'Ranger',
  'Special Forces',
  'Special Operations',
  'Marine',
  'Infantry',
  'Armored',
  'Cavalry',
  'Airborne',
  'Air Assault',
  'Mountain',
  'Stryker',
  'Fighter',
  'Airlift',
  'Combat Aviation',
  'Aviation',
  'Engineer',
  'Signal',
  'Military Police',
  'MP',
  'MI',
  'Field Artillery',
  'Expeditionary',
  'Sustainment',
  'Support',
];
const UNIT_ECHELONS = [
  ...inThreeCases(
    'Battalion',
    'Brigade',
    'Regiment',
    'Platoon',
    'Squadron',
    'Squad',
    'Marines',
    'Rangers',
    'Cavalry',
    'Infantry',
    'Airborne',
  ),
  ...['Division', 'Company', 'Troop', 'Group', 'Wing', 'Mountain', 'Cav', 'CAV', 'Co'],
  ...['Bn', 'BN', 'Bde', 'BDE', 'BCT', 'Regt', 'Div', 'Plt', 'PLT', 'Sqd', 'Sqn', 'Sqdn', 'Trp'],
  ...['Btry', 'Grp', 'MEU', 'MEB', 'MAW', 'MLG', 'MarDiv', 'MARDIV', 'ID', 'AD', 'CD', 'ABN'],
  ...['SFG(A)', 'SFGA', 'SFG', 'PIR', 'ACR', 'CAB'],
];
// Branch words written after "1/5" or "2-504": "1/5 Marines", "2-504 PIR", "C/1-22 IN".
const UNIT_BRANCHES = [
  ...['Marines', 'Marine', 'Cav', 'CAV', 'IN', 'INF', 'Inf', 'Infantry', 'FA', 'AR', 'Armor'],
  ...['ADA', 'EN', 'PIR', 'AVN', 'Avn', 'Ranger', 'Rangers', 'RGR', 'SFG', 'ACR', 'BEB', 'BSB'],
  ...['CAB', 'ABN', 'Airborne'],
];
const SQUADRON_CODES = [
  ...['HMLA', 'HMLAT', 'HMH', 'HMM', 'VMM', 'VMFA', 'VMFA(AW)', 'VMFAT', 'VMA', 'VMAQ', 'VMGR'],
  ...['VMU', 'VAQ', 'VFA', 'VAW', 'HSC', 'HSM', 'VP'],
];
const TEAM_NUMBERS = String.raw`(?:\d{1,2}|One|Two|Three|Four|Five|Six|Seven|Eight|Ten)`;
const COMPANY_LETTERS = oneOf([
  ...['[A-Z]', 'Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Fox', 'Foxtrot', 'Golf', 'Hotel'],
  ...['Kilo', 'Lima', 'Mike', 'HHC', 'HHB', 'HHT'],
]);

const NOT_IN_A_NUMBER = String.raw`(?<![\w./-])`;
const UNIT_CODE = String.raw`\b${oneOf([
  String.raw`(?:${alternation(SQUADRON_CODES)})-\d{1,3}`,
  `SEAL Team ${TEAM_NUMBERS}`,
  String.raw`OD[AB][- ]?\d{3,4}`,
])}(?!\w)`;
// Battalion/regiment pairs need a branch word: "2/7", "4/5" and "24/7" are ratings and clocks.
// The one exception is /75: the 75th Ranger Regiment's battalions are written bare ("2/75"),
// and x/75 is not a rating anyone gives.
const UNIT_NUMBERS = [
  String.raw`${NOT_IN_A_NUMBER}(?:[A-Z]\/)?[1-9][-/]\d{1,3}(?:st|nd|rd|th)?\s+` +
    String.raw`(?:${alternation(UNIT_BRANCHES)})(?!\w)`,
  String.raw`${NOT_IN_A_NUMBER}(?:[A-Z]\/)?[1-3]\/75(?:th)?(?![\w/-]|\.\d)`,
].join('|');
const UNIT_ORDINAL =
  String.raw`${NOT_IN_A_NUMBER}\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH)\s+` +
  String.raw`(?:(?:${alternation(UNIT_QUALIFIERS)})\s+){0,2}(?:${alternation(UNIT_ECHELONS)})(?!\w)`;
// "B Co" alone is no unit ("Bravo Company" is a rifle maker); it counts beside another part.
const UNIT_COMPANY = String.raw`(?<![\w/])${COMPANY_LETTERS}\s+(?:Co\.?|Company|Btry|Battery|Trp|Troop)(?!\w)`;

const UNIT_PART_RE = new RegExp(
  `(?:${UNIT_CODE})|(?:${UNIT_NUMBERS})|(?:${UNIT_ORDINAL})|(?<company>${UNIT_COMPANY})`,
  'g',
);
/** What may stand between the parts of one designator: "3rd Battalion, 75th Ranger Regiment". */
const UNIT_JOINER = /^(?:\s*[,/]\s*|\s+|\s+of\s+(?:the\s+)?)$/;

/** Unit parts, adjacent parts joined into one designator; a lone company part is dropped. */
const findUnits: Detector = (text) => {
  const units: Span[] = [];
  let chain: (Span & { named: boolean }) | undefined;
  for (const part of text.matchAll(UNIT_PART_RE)) {
    const start = part.index;
    const end = start + part[0].length;
    const named = part.groups?.company === undefined;
    const gap = chain ? text.slice(chain.end, start) : '';
    if (chain && gap.length <= 10 && UNIT_JOINER.test(gap)) {
      chain.end = end;
      chain.named ||= named;
      continue;
    }
    if (chain?.named) units.push({ start: chain.start, end: chain.end });
    chain = { start, end, named };
  }
  if (chain?.named) units.push({ start: chain.start, end: chain.end });
  return units;
};

// --- place ------------------------------------------------------------------------------------

/** A listed name as a pattern: a space or a hyphen between its words matches either. */
const placePattern = (name: string) =>
  name
    .split(/[\s-]+/)
    .map(escapeRegExp)
    .join(String.raw`[\s-]+`);

const LISTED_PLACE_RE = new RegExp(
  String.raw`(?<![\w-])(?:${[...OPSEC_PLACES]
    .sort((a, b) => b.length - a.length)
    .map(placePattern)
    .join('|')})(?!\w)`,
  'gi',
);

// Capitalised, not in capitals: a shouted "COP CAR" or "CAMP STOVE" is no name. Listed names
// are still found in any case.
const NAME_WORD = '[A-Z][a-z][A-Za-z]*';
/** "Forward Operating Base" as written in headings or in running text. */
const eitherInitial = (phrase: string) =>
  phrase
    .split(' ')
    .map((word) => word.replace(/^./, (initial) => `[${initial}${initial.toLowerCase()}]`))
    .join(String.raw`\s+`);
// The prefix must be capitalised too ("FOB", "Camp"): "we camp Saturday" and "a cop car" are not
// places, and neither is "the FOB" with no name after it.
const PLACE_PREFIXES = [
  'FOB',
  'COP',
  'Camp',
  'CAMP',
  'Fort',
  'FORT',
  ...['Forward Operating Base', 'Combat Outpost', 'Patrol Base'].map(eitherInitial),
];
const GENERIC_PLACE_RE = new RegExp(
  String.raw`(?<![\w-])(?:${PLACE_PREFIXES.join('|')})\s+(?<name>${NAME_WORD}(?:-${NAME_WORD})?)(?!\w)`,
  'g',
);

const NOT_PLACES = new Set(NOT_OPSEC_PLACES);
const NOT_NAMES = new Set(NOT_PLACE_NAME_WORDS);
// A place named in a comparison or as a modifier is a figure of speech, not a whereabouts:
// "built like Fort Knox", "safer than Fort Knox", "as tight as Fort Knox", "Fort Knox-level
// security". The price is a miss on "bases like Fort Bragg", which names no one's post.
const COMPARISON_BEFORE = /\b(?:like|than|as\s+\w+\s+as)\s+$/i;
const MODIFIER_AFTER =
  /^-(?:level|style|like|grade|tough|proof|esque|worthy|quality|strength|secure)\b/i;

function isFigurative(text: string, place: RegExpExecArray): boolean {
  const start = place.index;
  const end = start + place[0].length;
  return (
    COMPARISON_BEFORE.test(text.slice(Math.max(0, start - 30), start)) ||
    MODIFIER_AFTER.test(text.slice(end, end + 12))
  );
}

function isGenericPlace(text: string, place: RegExpExecArray): boolean {
  const firstName = (place.groups?.name ?? '').split('-')[0]?.toLowerCase() ?? '';
  const whole = place[0].replace(/\s+/g, ' ').toLowerCase();
  return !NOT_PLACES.has(whole) && !NOT_NAMES.has(firstName) && !isFigurative(text, place);
}

const findPlaces: Detector = (text) => [
  ...spansOf(text, LISTED_PLACE_RE, (place) => !isFigurative(text, place)),
  ...spansOf(text, GENERIC_PLACE_RE, (place) => isGenericPlace(text, place)),
];

// --- movement ---------------------------------------------------------------------------------

// Present and future forms only: "deployed", "left", "shipped" tell of the past, and so does "my
// last deployment". Words that are also everyday verbs count only where they mean going
// somewhere: "leave" and "rotate" when no object follows ("leaving for Kuwait", "leave at 0400",
// not "leave a review tomorrow" or "rotate the batteries"); "patrol" and "deployment" not as the
// names of gear ("patrol cap", "deployment bag"); "rotation" not a knife "in my EDC rotation".
const DESTINATION_WORDS = [
  ...['for', 'to', 'from', 'on', 'at', 'in', 'out', 'home', 'back', 'town', 'country'],
  ...['stateside', 'tomorrow', 'tonight', 'next', 'this'],
  String.raw`the\s+(?:wire|country|states|base|FOB|COP)`,
];
const GOING_SOMEWHERE = String.raw`(?=\s+${oneOf(DESTINATION_WORDS)}\b|\s*(?:[.,;:!?]|$))`;
const GEAR_NOUNS = [
  ...['cap', 'caps', 'hat', 'pack', 'packs', 'bag', 'bags', 'boot', 'boots', 'belt', 'light'],
  ...['base', 'gear', 'kit', 'shirt', 'pants', 'jacket', 'watch'],
];
const NOT_GEAR = String.raw`(?!\s+${oneOf(GEAR_NOUNS)}\b)`;
const MOVEMENT_WORDS = [
  String.raw`(?:re)?deploy(?:s|ing|ments?)?${NOT_GEAR}`,
  String.raw`leav(?:e|es|ing)${GOING_SOMEWHERE}`,
  String.raw`rotat(?:e|es|ing)${GOING_SOMEWHERE}`,
  String.raw`(?<!\b(?:my|your|EDC|carry|gear|in|into|of)\s+)rotation`,
  String.raw`patrol(?:s|ling)?${NOT_GEAR}`,
  String.raw`depart(?:s|ing|ure)?`,
  String.raw`ship(?:s|ping)?\s+out`,
  String.raw`mov(?:e|es|ing)\s+out`,
  String.raw`head(?:s|ing)?\s+(?:out|downrange|to(?!\s+toe))`,
  String.raw`fl(?:y|ies|ying)\s+out`,
  String.raw`convoy(?:s|ing)?`,
  String.raw`mobili[sz](?:e|es|ing|ation)`,
  String.raw`go(?:es|ing)?\s+downrange`,
  String.raw`step(?:s|ping)?\s+off`,
  String.raw`wheels\s+up`,
];
const MOVEMENT_RE = new RegExp(
  String.raw`(?<!\b(?:last|previous|past|prior|former|earlier)\s+)\b(?:${MOVEMENT_WORDS.join('|')})\b`,
  'gi',
);

const WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const COUNT = String.raw`(?:\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple(?:\s+of)?)`;
const FULL_MONTH =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
const SHORT_MONTH = String.raw`(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?`;
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?(?!\d)`;
// Quantities that follow a four-digit number in reviews: "rated at 1000 lumens" is no clock.
const QUANTITY_UNITS = [
  ...['lumens', 'lm', 'rounds', 'rds', 'ft', 'feet', 'yds?', 'yards', 'm', 'meters', 'metres'],
  ...['km', 'mi', 'miles', 'mah', 'w', 'watts', 'lbs?', 'g', 'oz', 'rpm', 'psi', 'fps', 'cd'],
  ...['candela', 'cycles', 'times', 'denier'],
];
const NOT_A_QUANTITY = String.raw`(?!\s*${oneOf(QUANTITY_UNITS)}\b)`;
const CLOCK_SUFFIX = String.raw`(?:z|l|j|hrs|hours|zulu|local)\b`;

const PART_OF_DAY = '(?:morning|afternoon|evening|night)';
// next week, tomorrow night, this Friday, on Monday, in 3 days (but not "last Monday").
const RELATIVE_DAYS = [
  String.raw`next\s+(?:week|month|year|weekend|spring|summer|fall|autumn|winter|${WEEKDAY})`,
  String.raw`tomorrow(?:\s+${PART_OF_DAY})?`,
  'tonight',
  String.raw`this\s+(?:week|weekend|month|morning|afternoon|evening|${WEEKDAY})`,
  String.raw`(?<!\blast\s+)(?:on\s+)?${WEEKDAY}(?:\s+${PART_OF_DAY})?`,
  String.raw`in\s+${COUNT}\s+(?:days?|weeks?|months?|hours?)`,
];
// 15 March, March 15th, Mar 15: months in capitals, since "may" and "march" are also words.
const CALENDAR_DATES = [
  String.raw`\b(?:${DAY}\s+(?:of\s+)?)?${FULL_MONTH}(?:\s+${DAY})?\b`,
  String.raw`\b${DAY}\s+(?:of\s+)?${SHORT_MONTH}(?!\w)`,
  String.raw`\b${SHORT_MONTH}\s+${DAY}`,
];
// 3/15, 03/15/2025, 2025-03-15; "4/5 stars" and "rated 4/5" are ratings.
const NUMERIC_DATES = [
  String.raw`${NOT_IN_A_NUMBER}(?<!\b(?:rated?|rating|give\s+it|gave\s+it|scored?)\s+)` +
    String.raw`(?:0?[1-9]|1[0-2])\/(?:0?[1-9]|[12]\d|3[01])(?:\/(?:\d{4}|\d{2}))?(?![\w/-]|\.\d)` +
    String.raw`(?!\s*(?:stars?|rating|score|overall|points?)\b)`,
  String.raw`${NOT_IN_A_NUMBER}20\d\d-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?![\w-])`,
];
// 0400, 0400Z, 1400 hours, at 1400, 04:00, 4 pm, D-Day. A four-digit time from 1000 up needs a
// suffix or an "at"/"by" before it: "1000" alone is more often lumens or rounds.
const CLOCK_TIMES = [
  String.raw`(?<![\w:.+/-])0\d[0-5]\d(?:\s?${CLOCK_SUFFIX})?(?![\w:])${NOT_A_QUANTITY}`,
  String.raw`(?<![\w:.+/-])(?:1\d|2[0-3])[0-5]\d\s?${CLOCK_SUFFIX}`,
  String.raw`\b(?:at|by|until|till|NLT|before)\s+(?:1\d|2[0-3])[0-5]\d(?![\w:])${NOT_A_QUANTITY}`,
  String.raw`(?<![\w:.])(?:[01]?\d|2[0-3]):[0-5]\d(?:\s?[ap]\.?m\b\.?)?(?![\w:])`,
  String.raw`\b(?:1[0-2]|0?[1-9])\s?[ap]\.?m\b\.?`,
  String.raw`\bD-Day\b`,
  String.raw`\bH-Hour\b`,
];
const WHEN_RES: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:${RELATIVE_DAYS.join('|')})\b`, 'gi'),
  new RegExp(CALENDAR_DATES.join('|'), 'g'),
  new RegExp(NUMERIC_DATES.join('|'), 'gi'),
  new RegExp(CLOCK_TIMES.join('|'), 'gi'),
];

const SENTENCE_END = /[.!?](?:\s|$)|\n/;
const MOVEMENT_WINDOW_WORDS = 8;
/** Eight words fit in this many characters; a longer gap is not "near" whatever its words. */
const MAX_GAP = 100;
/** The longest date or time expression ("a couple of weeks" and the like) is shorter than this. */
const MAX_WHEN = 40;

/** Whether the text between a movement word and a date is short and in the same sentence. */
function isNear(gap: string): boolean {
  if (gap.length > MAX_GAP || SENTENCE_END.test(gap)) return false;
  return gap.split(/\s+/).filter(Boolean).length <= MOVEMENT_WINDOW_WORDS;
}

/** From the movement word to the farthest date or time near it, either side. */
const findMovements: Detector = (text) => {
  const moves = spansOf(text, MOVEMENT_RE);
  if (moves.length === 0) return [];
  const whens = WHEN_RES.flatMap((re) => spansOf(text, re)).sort((a, b) => a.end - b.end);
  const found: Span[] = [];
  // Moves come in text order, so the first date worth looking at only moves forward: a text full
  // of both stays linear rather than pairing every move with every date.
  let first = 0;
  for (const move of moves) {
    while (first < whens.length && (whens[first]?.end ?? 0) < move.start - MAX_GAP) first += 1;
    const span = { ...move };
    for (let i = first; i < whens.length; i += 1) {
      const when = whens[i];
      if (!when || when.end > move.end + MAX_GAP + MAX_WHEN) break;
      const gap =
        when.start >= move.end
          ? text.slice(move.end, when.start)
          : text.slice(when.end, Math.max(when.end, move.start));
      if (!isNear(gap)) continue;
      span.start = Math.min(span.start, when.start);
      span.end = Math.max(span.end, when.end);
    }
    if (span.start !== move.start || span.end !== move.end) found.push(span);
  }
  return found;
};

// --- phone ------------------------------------------------------------------------------------

// US numbers need their area code and a - or . between groups: three bare numbers in a row are
// settings or sizes ("300 400 1000"); with spaces they need the +1 (the international form).
const US_PHONE_RE =
  /(?<![\w+.\-/])(?:\+?1[-.]?)?(?:\([2-9]\d\d\)\s?|[2-9]\d\d[-.])[2-9]\d\d[-.]\d{4}(?![\w-]|\.\d)/g;
// +49 6371 47 1234, +1 910 555 0123: nine digits at least, so "+10 20 30" is a score.
const INTERNATIONAL_PHONE_RE = /(?<![\w+])\+[1-9]\d{0,2}(?:[\s.-]\(?\d{1,5}\)?){2,6}(?![\w-])/g;
// A seven-digit number is a phone only when the text says so: DSN 555-1234, "call me at".
const PHONE_CUES = [
  ...['DSN', '[Pp]hone', '[Tt]el', '[Cc]ell', '[Mm]obile'],
  ...[String.raw`[Cc]all\s+me(?:\s+(?:at|on))?`, String.raw`[Tt]ext\s+me(?:\s+(?:at|on))?`],
];
const CUED_PHONE_RE = new RegExp(
  String.raw`\b${oneOf(PHONE_CUES)}\s*[:#.]?\s*` +
    String.raw`(?<hit>(?:\(?\d{3}\)?[\s.-]?)?\d{3}[\s.-]\d{4})(?![\w-]|\.\d)`,
  'dg',
);

const digitCount = (s: string) => s.replace(/\D/g, '').length;

const findPhones: Detector = (text) => [
  ...spansOf(text, US_PHONE_RE),
  ...spansOf(text, INTERNATIONAL_PHONE_RE, (m) => digitCount(m[0]) >= 9 && digitCount(m[0]) <= 15),
  ...spansOf(text, CUED_PHONE_RE),
];

// --- service_number ---------------------------------------------------------------------------

// 123-45-6789, in the SSN's own grouping: NSNs (4-2-3-4), ISBNs and dates are grouped otherwise.
const SSN_RE = /(?<![\w-])(?!000)\d{3}-(?!00)\d{2}-(?!0000)\d{4}(?![\w-])/g;
/** "number", "no." or "#" after a cue, then an optional colon and "is": "DoD ID number: 123…". */
const NUMBER_WORD = String.raw`(?:\s?(?:[Nn]umber|[Nn]o\.?|#))?\s*[:#]?\s*(?:is\s+)?`;
const CUED_SSN_RE = new RegExp(
  String.raw`\b(?:SSN|SS#|[Ss]ocial\s+[Ss]ecurity)${NUMBER_WORD}` +
    String.raw`(?<hit>\d{3}[\s-]?\d{2}[\s-]?\d{4})(?![\w-])`,
  'dg',
);
// Ten bare digits are too often an ASIN-like code or an order number: a DoD ID needs its cue.
const DOD_ID_RE = new RegExp(
  String.raw`\b(?:Do[Dd]\s?ID|EDIPI|CAC|ID)${NUMBER_WORD}(?<hit>\d{10})(?![\w-])`,
  'dg',
);
// "SN 1234567" is read as a service number, as members write it; "S/N", a product's serial
// number, is not matched.
const SERVICE_NUMBER_RE = new RegExp(
  String.raw`\b(?:[Ss]ervice\s+(?:[Nn]umber|[Nn]o\.?|#)|SN)\s*[:#]?\s*(?:is\s+)?(?<hit>\d{6,10})(?![\w-])`,
  'dg',
);

const findServiceNumbers: Detector = (text) => [
  ...spansOf(text, SSN_RE),
  ...spansOf(text, CUED_SSN_RE),
  ...spansOf(text, DOD_ID_RE),
  ...spansOf(text, SERVICE_NUMBER_RE),
];

// --- all together -----------------------------------------------------------------------------

const DETECTORS: Record<OpsecKind, Detector> = {
  grid: findGrids,
  coordinates: findCoordinates,
  unit: findUnits,
  place: findPlaces,
  movement: findMovements,
  phone: findPhones,
  service_number: findServiceNumbers,
};

const RANK = new Map(OPSEC_SPECIFICITY.map((kind, rank) => [kind, rank]));
const rankOf = (kind: OpsecKind) => RANK.get(kind) ?? OPSEC_SPECIFICITY.length;

interface Hit extends Span {
  kind: OpsecKind;
}

/** Overlapping hits become one, spanning them all, of the most specific kind among them. */
function mergeOverlaps(hits: Hit[]): Hit[] {
  const sorted = [...hits].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Hit[] = [];
  for (const hit of sorted) {
    const last = merged.at(-1);
    if (last && hit.start < last.end) {
      last.end = Math.max(last.end, hit.end);
      if (rankOf(hit.kind) < rankOf(last.kind)) last.kind = hit.kind;
    } else {
      merged.push({ ...hit });
    }
  }
  return merged;
}

/**
 * What in `text` should not be posted publicly, in text order, each span reported once (see
 * OPSEC_SPECIFICITY for which kind an overlap is reported as).
 */
export function findOpsecRisks(text: string): OpsecFinding[] {
  if (text.trim() === '') return [];
  const hits = OPSEC_KINDS.flatMap((kind) =>
    DETECTORS[kind](text).map((span): Hit => ({ kind, ...span })),
  );
  return mergeOverlaps(hits).map(({ kind, start, end }) => ({
    kind,
    text: text.slice(start, end),
    start,
    end,
    why: OPSEC_WHY[kind],
  }));
}
