// Compliance claims and an alert for the demo catalogue (issue 49): some only as the maker claims, some
// checked against their source, one check over a year old so the re-check note and the admin's
// list of due checks have something to show. Dates are days before the seed's "now".

import type { Standard } from '@shared/compliance';
import type { StoredClaim } from '../../../features/products';

const DAY_MS = 86_400_000;

interface SeedClaim {
  standard: Standard;
  level?: string;
  nsn?: string;
  /** Checked this many days ago, against this source; absent, the maker claims it. */
  checked?: { daysAgo: number; reference: string; url: string };
}

const CLAIMS: Record<string, SeedClaim[]> = {
  'Halyard Impact-Rated Sunglasses': [
    {
      standard: 'apel',
      checked: {
        daysAgo: 61,
        reference: 'PEO Soldier APEL, current edition',
        url: 'https://www.peosoldier.army.mil/Equipment/Approved-Protective-Eyewear-List/',
      },
    },
    { standard: 'taa' },
  ],
  'Stonefield Ridgeline 65L Field Rucksack': [
    { standard: 'berry' },
    {
      standard: 'nsn',
      nsn: '8465015249590',
      checked: {
        daysAgo: 400,
        reference: 'DLA FLIS public search',
        url: 'https://www.dla.mil/Information-Operations/Services/Applications/',
      },
    },
  ],
  'Ironpine Vanguard 32L Assault Pack': [{ standard: 'berry' }, { standard: 'usa' }],
  'Quarterdeck Merino Blend Boot Socks, 4-Pack': [
    {
      standard: 'berry',
      checked: {
        daysAgo: 20,
        reference: 'Maker’s DLA contract listing',
        url: 'https://www.dla.mil/',
      },
    },
    { standard: 'usa' },
  ],
  'Longshore 1.5-Inch Ratchet Belt': [{ standard: 'ar670' }],
  'Sentry Oak Rip-Away IFAK Kit': [{ standard: 'taa' }],
  'Drillhall 30 lb Cast Iron Ruck Plate': [{ standard: 'usa' }],
};

/** A demo product's claims as the product keeps them; none for most. */
export function seedComplianceOf(name: string, now: Date): StoredClaim[] {
  return (CLAIMS[name] ?? []).map(({ standard, level, nsn, checked }) => {
    const claim = { standard, ...(level && { level }), ...(nsn && { nsn }) };
    if (!checked) return { ...claim, status: 'claimed' };
    const day = new Date(now.getTime() - checked.daysAgo * DAY_MS).toISOString().slice(0, 10);
    return {
      ...claim,
      status: 'checked',
      checkedAt: day,
      source: { reference: checked.reference, url: checked.url },
    };
  });
}

/** Issue 49: the demo's one open alert. */
export const SEED_ALERT = {
  productName: 'Sentry Oak Rip-Away IFAK Kit',
  kind: 'recall',
  text: 'Some tourniquets in these kits were counterfeit copies that can slip under load. Replace the tourniquet before use; the maker ships a genuine one free.',
  batches: 'Kits sold from June to August 2026, lot numbers starting 26-06 to 26-08',
  source: 'https://www.example.gov/recalls/ifak-tourniquet',
  daysAgo: 5,
} as const;

/** The demo names claims are written for, so a test can see each is in the catalogue. */
export const COMPLIANCE_SEED_NAMES = Object.keys(CLAIMS);
