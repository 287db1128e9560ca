// The OPSEC check's future movements: a movement word near a date or time ahead.
import { oneOf, spansOf, type Detector, type Span, NOT_IN_A_NUMBER } from './spans';

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
export const findMovements: Detector = (text) => {
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
