// The OPSEC check's numbers: phone and DSN numbers, SSNs, DoD IDs and service numbers.
import { oneOf, spansOf, type Detector } from './spans';

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

export const findPhones: Detector = (text) => [
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

export const findServiceNumbers: Detector = (text) => [
  ...spansOf(text, SSN_RE),
  ...spansOf(text, CUED_SSN_RE),
  ...spansOf(text, DOD_ID_RE),
  ...spansOf(text, SERVICE_NUMBER_RE),
];
