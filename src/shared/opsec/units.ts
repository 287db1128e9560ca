// The OPSEC check's unit designators: "2/75", "3rd Bn 5th Marines", "ODA 5133".
import {
  alternation,
  inThreeCases,
  oneOf,
  type Detector,
  type Span,
  NOT_IN_A_NUMBER,
} from './spans';

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
export const findUnits: Detector = (text) => {
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
