// Issue 49: the standards a product may be said to meet, and how a claim of one is worded.
// No zod here: cards and the product page word badges without the schemas.

/**
 * The standards, in the order badges and filters list them. `name` is what a badge says; `about`
 * says what meeting it means, for the filter's option and the methodology text.
 */
export const STANDARDS = {
  ar670: { name: 'AR 670-1', about: 'Army uniform and appearance rules' },
  dafi: { name: 'DAFI 36-2903', about: 'Air Force and Space Force dress and appearance rules' },
  navpers: { name: 'NAVPERS 15665', about: 'Navy uniform regulations' },
  mco: { name: 'MCO 1020.34', about: 'Marine Corps uniform regulations' },
  apel: { name: 'APEL', about: 'Authorized Protective Eyewear List' },
  nij06: { name: 'NIJ 0101.06', about: 'NIJ body armor standard, 2008 edition' },
  nij07: { name: 'NIJ 0101.07', about: 'NIJ body armor standard, 2023 edition' },
  berry: { name: 'Berry Amendment', about: 'US-made of US materials, as DoD buys' },
  taa: { name: 'TAA', about: 'Trade Agreements Act compliant' },
  usa: { name: 'Made in USA', about: 'Made in the United States' },
  nsn: { name: 'NSN', about: 'Has a National Stock Number' },
} as const;
export type Standard = keyof typeof STANDARDS;
export const STANDARD_IDS = Object.keys(STANDARDS) as [Standard, ...Standard[]];

/** The protection levels of each NIJ edition; a claim of one names its level. */
export const NIJ_LEVELS = {
  nij06: ['IIA', 'II', 'IIIA', 'III', 'IV'],
  nij07: ['HG1', 'HG2', 'RF1', 'RF2', 'RF3'],
} as const satisfies Partial<Record<Standard, readonly string[]>>;
export type LeveledStandard = keyof typeof NIJ_LEVELS;
export const isLeveled = (standard: Standard): standard is LeveledStandard =>
  standard in NIJ_LEVELS;

/**
 * "Maker claims": what the listing says. "Checked": an admin checked it against the official
 * source, on a date, and says which.
 */
export const CLAIM_STATUSES = { claimed: 'Maker claims', checked: 'Checked' } as const;
export type ClaimStatus = keyof typeof CLAIM_STATUSES;
export const CLAIM_STATUS_IDS = Object.keys(CLAIM_STATUSES) as [ClaimStatus, ...ClaimStatus[]];

/** A check older than this is shown with a note to re-check, and is due in the dashboard. */
export const RECHECK_AFTER_DAYS = 365;
export const SOURCE_REFERENCE_MAX = 120;
export const SOURCE_URL_MAX = 2000;
/** A member's flag on a claim (issue 49) says what looks wrong, in these many characters. */
export const CLAIM_FLAG_REASON_MIN = 10;
export const CLAIM_FLAG_REASON_MAX = 500;
/** Flags on claims a member may raise in a day: each is an admin's look. */
export const CLAIM_FLAG_LIMIT = { max: 20, windowMinutes: 24 * 60 };

export const COMPLIANCE_MSG = {
  unknownStandard: (value: string) => `Unknown standard: ${value}`,
  standardTwice: 'Each standard may be claimed once',
  level: (standard: LeveledStandard) =>
    `Level must be one of ${NIJ_LEVELS[standard].join(', ')} for ${STANDARDS[standard].name}`,
  levelNotAsked: 'Only an NIJ standard takes a level',
  nsn: 'NSN must be 13 digits, as 1234-56-789-0123',
  nsnNotAsked: 'Only the NSN standard takes a stock number',
  checkedAt: 'Checked on must be a date, not in the future',
  sourceReference: `Source must name the list or document, at most ${SOURCE_REFERENCE_MAX} characters`,
  sourceUrl: 'Source link must be an http(s) address',
  checkNotAsked: 'Only a checked claim has a date and a source',
  flagReason: `Please say what looks wrong in ${CLAIM_FLAG_REASON_MIN}-${CLAIM_FLAG_REASON_MAX} characters`,
  flagSignIn: 'Please sign in to flag a claim',
  flagVerify: 'Please verify your email address before flagging a claim',
  claimNotFound: 'This product does not claim that standard',
  alreadyFlagged: 'You have already flagged this claim',
  flagLimit: "You've reached the daily limit for flagging claims",
  flagNotFound: 'Flag Not Found',
  flagDecided: 'This flag has already been decided',
  decision: 'Decision must be dismiss or uphold',
} as const;

/**
 * An NSN's 13 digits from what a person types: the digits alone or grouped 4-2-3-4 by hyphens
 * or spaces; anything else (letters, other lengths or groupings) is null.
 */
export function nsnDigits(value: string): string | null {
  const trimmed = value.trim();
  if (/^\d{13}$/.test(trimmed)) return trimmed;
  const grouped = /^(\d{4})[- ](\d{2})[- ](\d{3})[- ](\d{4})$/.exec(trimmed);
  return grouped ? grouped.slice(1).join('') : null;
}

/** "8465-01-524-7226": 13 digits as the NSN is written. */
export const formatNsn = (digits: string) =>
  `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 9)}-${digits.slice(9)}`;

/** What a badge needs of a claim. */
export interface ClaimWording {
  standard: Standard;
  level?: string;
  nsn?: string;
  status: ClaimStatus;
  /** YYYY-MM-DD, when checked. */
  checkedAt?: string;
}

/** "NIJ 0101.06 IIIA", "NSN 8465-01-524-7226", "APEL": what the claim is of. */
export function claimName(claim: Pick<ClaimWording, 'standard' | 'level' | 'nsn'>): string {
  const { name } = STANDARDS[claim.standard];
  if (claim.level) return `${name} ${claim.level}`;
  if (claim.nsn) return `${name} ${formatNsn(claim.nsn)}`;
  return name;
}

/** Whether a check made on `checkedAt` (YYYY-MM-DD) is older than RECHECK_AFTER_DAYS at `now`. */
export function recheckDue(checkedAt: string, now: Date): boolean {
  const checked = Date.parse(`${checkedAt}T00:00:00Z`);
  return now.getTime() - checked > RECHECK_AFTER_DAYS * 86_400_000;
}

/** "APEL: checked 2026-10-03" or "APEL: maker claims". */
export function claimBadge(claim: ClaimWording): string {
  const state =
    claim.status === 'checked' && claim.checkedAt
      ? `checked ${claim.checkedAt}`
      : CLAIM_STATUSES.claimed.toLowerCase();
  return `${claimName(claim)}: ${state}`;
}
