// Issue 49: what an admin may warn owners of about a product. No zod here: cards and the
// product page word an alert without the schemas.

/** The kinds, each with how a banner, a card's mark and a notice name it. */
export const ALERT_KINDS = {
  recall: { label: 'Recall', mark: 'Recalled' },
  counterfeit: { label: 'Counterfeit warning', mark: 'Counterfeits' },
  safety: { label: 'Safety notice', mark: 'Safety notice' },
  discontinued: { label: 'Discontinued', mark: 'Discontinued' },
} as const;
export type AlertKind = keyof typeof ALERT_KINDS;
export const ALERT_KIND_IDS = Object.keys(ALERT_KINDS) as [AlertKind, ...AlertKind[]];

export const ALERT_TEXT_MIN = 10;
export const ALERT_TEXT_MAX = 500;
export const ALERT_BATCHES_MAX = 300;
export const ALERT_SOURCE_MAX = 2000;
export const ALERTS_PAGE_SIZE = 20;
/** The Atom feed's entries: the newest, as feed readers poll for what is new. */
export const ALERTS_FEED_SIZE = 50;

export const ALERT_MSG = {
  kind: `Kind must be one of ${ALERT_KIND_IDS.join(', ')}`,
  text: `Alert text must be ${ALERT_TEXT_MIN}-${ALERT_TEXT_MAX} characters`,
  source: 'Source link must be an http(s) address',
  batches: `Affected batches or dates must be at most ${ALERT_BATCHES_MAX} characters`,
  resolved: 'Resolved must be true or false',
  notFound: 'Alert Not Found',
} as const;

/** What the alert is about, in one line: "Recall: Halyard Impact-Rated Sunglasses". */
export const alertHeadline = (kind: AlertKind, productName: string) =>
  `${ALERT_KINDS[kind].label}: ${productName}`;

/**
 * What a member sees before turning off product alerts (issue 49), in the settings and on the
 * unsubscribe page: they are how a recall reaches them.
 */
export const ALERT_OPT_OUT_WARNING =
  'Recalls, counterfeit warnings and safety notices for gear in your Gear Kit or that you reviewed will no longer reach you this way.';
