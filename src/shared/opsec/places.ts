// The OPSEC check's bases and outposts: the listed names and "FOB/COP/Camp/Fort Name".
import { NOT_OPSEC_PLACES, NOT_PLACE_NAME_WORDS, OPSEC_PLACES } from '../opsec-places';
import { escapeRegExp, spansOf, type Detector } from './spans';

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

export const findPlaces: Detector = (text) => [
  ...spansOf(text, LISTED_PLACE_RE, (place) => !isFigurative(text, place)),
  ...spansOf(text, GENERIC_PLACE_RE, (place) => isGenericPlace(text, place)),
];
