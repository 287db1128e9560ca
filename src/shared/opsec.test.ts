import { describe, expect, it } from 'vitest';
import {
  findOpsecRisks,
  OPSEC_KIND_LABELS,
  OPSEC_KINDS,
  OPSEC_SPECIFICITY,
  OPSEC_WHY,
  type OpsecKind,
} from './opsec';
import { OPSEC_PLACES } from './opsec-places';

/** [what a member types, the part reported] */
type Positive = readonly [input: string, flagged: string];

const TRUE_POSITIVES: Record<OpsecKind, readonly Positive[]> = {
  grid: [
    ['Set up at 18SUJ 23480 06470 for the night.', '18SUJ 23480 06470'],
    ['18SUJ2348006470', '18SUJ2348006470'],
    ['RP is 38S MB 4412 9876', '38S MB 4412 9876'],
    ['LZ at 42SWD1234', '42SWD1234'],
    ['we were at grid 1234 5678 all week', '1234 5678'],
    ['grid ref 12345678', '12345678'],
    ['Grid: 123 456', '123 456'],
  ],
  coordinates: [
    ['Trailhead is at 34.0522, -118.2437 if you want to test it', '34.0522, -118.2437'],
    ['34.0522 N 118.2437 W', '34.0522 N 118.2437 W'],
    ['N34.0522 W118.2437', 'N34.0522 W118.2437'],
    ['34°03\'08"N 118°14\'37"W', '34°03\'08"N 118°14\'37"W'],
    ['34 03 08 N 118 14 37 W', '34 03 08 N 118 14 37 W'],
    ['31.6°N, 65.7°E', '31.6°N, 65.7°E'],
  ],
  unit: [
    ['Ran this with 2/75 for a year', '2/75'],
    ['1/5 Marines issue', '1/5 Marines'],
    ['3rd Bn 5th Marines', '3rd Bn 5th Marines'],
    ['3rd Battalion, 75th Ranger Regiment', '3rd Battalion, 75th Ranger Regiment'],
    ['2nd Bde 82nd Airborne', '2nd Bde 82nd Airborne'],
    ['A Co 2-504 PIR', 'A Co 2-504 PIR'],
    ['1-508 PIR', '1-508 PIR'],
    ['C/1-22 IN', 'C/1-22 IN'],
    ['crew chief in HMLA-369', 'HMLA-369'],
    ['VMFA-232', 'VMFA-232'],
    ['10th SFG', '10th SFG'],
    ['3rd SFG(A) guys love it', '3rd SFG(A)'],
    ['SEAL Team 6', 'SEAL Team 6'],
    ['ODA 5133', 'ODA 5133'],
    ['1st Plt, B Co', '1st Plt, B Co'],
  ],
  place: [
    ['Fort Liberty', 'Fort Liberty'],
    ['stationed at fort bragg', 'fort bragg'],
    ['camped at Camp Hansen last summer', 'Camp Hansen'],
    ['Worn at FOB Salerno', 'FOB Salerno'],
    ['COP Keating', 'COP Keating'],
    ['Combat Outpost Keating', 'Combat Outpost Keating'],
    ['Patrol Base Jaker', 'Patrol Base Jaker'],
    ['Forward Operating Base Shank', 'Forward Operating Base Shank'],
    ['issued at JBLM', 'JBLM'],
    ['Joint Base Lewis McChord', 'Joint Base Lewis McChord'],
    ['hot at Al-Asad', 'Al-Asad'],
    ['Bagram', 'Bagram'],
    ['Camp Lemonnier', 'Camp Lemonnier'],
    ['Fort Leonard Wood', 'Fort Leonard Wood'],
    ['Fort Knox', 'Fort Knox'],
    ['FOB SALERNO', 'FOB SALERNO'],
    ['bases such as Fort Polk', 'Fort Polk'],
  ],
  movement: [
    ['We deploy next week', 'deploy next week'],
    ['shipping out tomorrow', 'shipping out tomorrow'],
    ['Convoy leaves at 0400.', 'Convoy leaves at 0400'],
    ['We step off at 0600 hours', 'step off at 0600 hours'],
    ['Heading to Kuwait on Monday', 'Heading to Kuwait on Monday'],
    ['deploying in 3 weeks', 'deploying in 3 weeks'],
    ['We rotate out March 15', 'rotate out March 15'],
    ['flying out 15 March', 'flying out 15 March'],
    ['move out 3/15', 'move out 3/15'],
    ['redeploying 0400Z', 'redeploying 0400Z'],
    ['mobilizing in two weeks', 'mobilizing in two weeks'],
    ['Tomorrow we ship out', 'Tomorrow we ship out'],
    ['patrol tonight at 22:00', 'patrol tonight at 22:00'],
    ['we go downrange on D-Day', 'go downrange on D-Day'],
    ['leaving for Kuwait on Monday', 'leaving for Kuwait on Monday'],
    ['Rotation starts next week', 'Rotation starts next week'],
  ],
  phone: [
    ['DSN 312-555-1234', '312-555-1234'],
    ['DSN 555-1234', '555-1234'],
    ['call (910) 555-0123 for the group buy', '(910) 555-0123'],
    ['910-555-0123', '910-555-0123'],
    ['910.555.0123', '910.555.0123'],
    ['+1 910 555 0123', '+1 910 555 0123'],
    ['+49 6371 47 1234', '+49 6371 47 1234'],
  ],
  service_number: [
    ['123-45-6789', '123-45-6789'],
    ['DoD ID 1234567890', '1234567890'],
    ['EDIPI: 1234567890', '1234567890'],
    ['service number 12345678', '12345678'],
    ['SN 1234567', '1234567'],
    ['SSN 123456789', '123456789'],
  ],
};

/** Texts that look like a kind but are ordinary review text: no finding of any kind. */
const FALSE_POSITIVES: Record<OpsecKind, readonly string[]> = {
  grid: [
    'MOLLE-2 ABC1234',
    'NSN 8465-01-524-7226',
    'SKU 18SUJ',
    'size 10R',
    'model 3SAB 12',
    'model 3SAB 123',
    'AR-15',
    'M4A1',
    'CR123A',
    '18650 cells',
    'runs off-grid 123456 hours',
    'a set of 3pcs 1000 lumens',
  ],
  coordinates: [
    'rated 4.5, 3.2 stars',
    'weighs 2.5, 3.1 lbs',
    'version 1.2.3',
    '$34.99, $18.50',
    '9.5, 10.5 sizes',
    'plates 0.125, 0.250 in thick',
    'temps 34.5°, 28.1°',
    'v1.234, 2.345',
  ],
  unit: [
    '2/7 rating',
    'rate it 9/10',
    '4/5 stars',
    '50/50',
    '24/7',
    'dates 3/12',
    '1st place',
    '2nd hand',
    '3rd party',
    'Bravo Company makes good uppers',
    'my 2nd AR build',
    'the 2nd company I ordered from',
  ],
  place: [
    'camp stove',
    'campsite',
    'fort-like',
    'Fort Knox-level security',
    'this safe is built like Fort Knox',
    'a cop car',
    'the FOB',
    'Best Camp Stove of the year',
    'My Camp Chef stove',
    'Fort Worth, Texas',
    'we camp Saturday',
    'the duty rota',
    'as tight as Fort Knox',
    'COP CAR CHASE EDITION',
  ],
  movement: [
    'I deployed with this in 2019',
    'after 3 weeks of use',
    'shipped in 2 days from Amazon',
    'battery lasts 10 hours',
    'I left it in the truck',
    'I leave it in the truck tonight',
    'my last deployment in March',
    'The patrol light is rated at 1000 lumens',
    'back in my EDC rotation next week',
    'My patrol cap arrived Monday',
    'I will be leaving a review tomorrow',
    'rotate the batteries next week',
    'We patrol. Next week I review boots',
    'head to toe comfort, I wear it tomorrow',
  ],
  phone: [
    'NSN 8465-01-524-7226',
    'dates 2024-05-06',
    '1000-1500 lumens',
    'MX-2000-340',
    '500-1000 g',
    'settings 300 400 1000',
    'scored +10 20 30',
    'part 555-1234',
  ],
  service_number: [
    '8465-01-524-7226',
    '1234567890',
    'order 1234567890',
    'ISBN 978-0-123456-47-2',
    'S/N 1234567',
    'ISBN 0-306-40615-2',
  ],
};

describe('findOpsecRisks: true positives', () => {
  for (const kind of OPSEC_KINDS) {
    it.each(TRUE_POSITIVES[kind])(`${kind}: %s → %s`, (input, flagged) => {
      const findings = findOpsecRisks(input);
      expect(findings).toHaveLength(1);
      expect(findings[0]).toMatchObject({ kind, text: flagged, why: OPSEC_WHY[kind] });
    });
  }

  it('has at least four true positives and four false positives for every kind', () => {
    for (const kind of OPSEC_KINDS) {
      expect(TRUE_POSITIVES[kind].length).toBeGreaterThanOrEqual(4);
      expect(FALSE_POSITIVES[kind].length).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('findOpsecRisks: false positives', () => {
  for (const kind of OPSEC_KINDS) {
    it.each(FALSE_POSITIVES[kind])(`not ${kind}: %s`, (input) => {
      expect(findOpsecRisks(input)).toEqual([]);
    });
  }
});

describe('findOpsecRisks: spans', () => {
  const mixed =
    'Call me at 910-555-0123. We convoy out of FOB Salerno at 0400 tomorrow with 2/75, ' +
    'set up at 18SUJ 23480 06470 and I was at Camp Lejeune before that. SSN 123-45-6789.';

  it('gives offsets that slice back to each finding’s text', () => {
    const findings = findOpsecRisks(mixed);
    expect(findings.length).toBeGreaterThan(3);
    for (const finding of findings) {
      expect(mixed.slice(finding.start, finding.end)).toBe(finding.text);
    }
  });

  it('sorts findings by where they start, without overlaps', () => {
    const findings = findOpsecRisks(mixed);
    expect(findings.map((f) => f.kind)).toEqual([
      'phone',
      'movement',
      'unit',
      'grid',
      'place',
      'service_number',
    ]);
    for (let i = 1; i < findings.length; i += 1) {
      expect(findings[i]!.start).toBeGreaterThanOrEqual(findings[i - 1]!.end);
    }
  });

  it('reports overlapping findings once, as the more specific kind, over their union', () => {
    // The movement wraps a place; the place is also listed and matches the generic "FOB" pattern.
    expect(findOpsecRisks('We convoy out of FOB Salerno at 0400 tomorrow')).toEqual([
      {
        kind: 'movement',
        text: 'convoy out of FOB Salerno at 0400 tomorrow',
        start: 3,
        end: 45,
        why: OPSEC_WHY.movement,
      },
    ]);
    // Listed and generic place patterns both match: one finding.
    expect(findOpsecRisks('Camp Lejeune')).toHaveLength(1);
    // "DSN" cue and the US pattern both match the number: one finding.
    expect(findOpsecRisks('DSN 312-555-1234')).toHaveLength(1);
    // A grid inside a movement is reported as the grid, the more specific kind.
    expect(findOpsecRisks('convoy to 18SUJ2348006470 at 0400')).toMatchObject([
      { kind: 'grid', text: 'convoy to 18SUJ2348006470 at 0400' },
    ]);
  });

  it('keeps separate findings separate', () => {
    const text = 'Fort Hood, then Fort Bliss';
    expect(findOpsecRisks(text).map((f) => f.text)).toEqual(['Fort Hood', 'Fort Bliss']);
  });

  it('gives [] for an empty or blank text', () => {
    expect(findOpsecRisks('')).toEqual([]);
    expect(findOpsecRisks('   \n ')).toEqual([]);
  });

  it('finds exactly the grid in a realistic review', () => {
    expect(findOpsecRisks('We set up at 18SUJ 23480 06470 and the tent held.')).toEqual([
      {
        kind: 'grid',
        text: '18SUJ 23480 06470',
        start: 13,
        end: 30,
        why: OPSEC_WHY.grid,
      },
    ]);
  });
});

const ORDINARY_REVIEW =
  'I have carried this pack for 3 weeks of field use and it held up better than expected. ' +
  'The 500D Cordura shows no wear, the YKK zippers run smooth and the MOLLE-2 webbing took my ' +
  'CR123A pouch and an 18650 cells pouch without sagging. It weighs 2.5, 3.1 lbs with the frame ' +
  "sheet in. I'd rate it 4/5 stars, maybe 9/10 for comfort. It shipped in 2 days from Amazon at " +
  '$89.99 and the light lasts 10 hours on low, 1000-1500 lumens on high. I left it in the truck ' +
  'overnight in the rain and nothing inside got wet. The hip belt fits sizes 9.5, 10.5 and my ' +
  'buddy who runs an AR-15 and an M4A1 clone says the mag pouches fit both. I deployed with the ' +
  'older version in 2019. A camp stove and a 1 liter bottle fit in the side pockets. Support ' +
  "answered on 24/7 chat, 50/50 on whether they'd help, but they did. 1st place in my " +
  'comparison, the 2nd hand price is fair, and 3rd party straps fit. NSN 8465-01-524-7226 is ' +
  'printed on the tag.\n\n';
const LONG_REVIEW = ORDINARY_REVIEW.repeat(Math.ceil(5000 / ORDINARY_REVIEW.length));

describe('findOpsecRisks: long texts', () => {
  it('finds nothing in a long ordinary review', () => {
    expect(LONG_REVIEW.length).toBeGreaterThanOrEqual(5000);
    expect(findOpsecRisks(LONG_REVIEW)).toEqual([]);
  });

  // Inputs built to make a backtracking regex crawl. A pattern that is not linear in the text
  // takes minutes on them, and the test's time limit fails it; how fast the check is, is
  // the bench's figure (npm run bench -- opsec), not an assertion.
  it.each([
    ['digits', '1'.repeat(5000)],
    ['ordinals', '1st '.repeat(1250)],
    ['degrees and minutes', '34 03 '.repeat(833)],
    ['decimals', '1.2345 '.repeat(714)],
    ['grid-like', '18SUJ 1234 '.repeat(454)],
    ['prefixes', 'Fort Camp '.repeat(500)],
    ['movements and dates', 'deploy next week '.repeat(294)],
    ['phone-like', '+1 '.repeat(1666)],
  ])('finishes on adversarial input, every span inside the text: %s', (_name, text) => {
    for (const finding of findOpsecRisks(text)) {
      expect(text.slice(finding.start, finding.end)).toBe(finding.text);
    }
  });
});

describe('the tables behind the check', () => {
  it('has a short label and a one-sentence reason for every kind', () => {
    for (const kind of OPSEC_KINDS) {
      expect(OPSEC_KIND_LABELS[kind].length).toBeGreaterThan(0);
      expect(OPSEC_WHY[kind].length).toBeLessThanOrEqual(140);
      expect(OPSEC_WHY[kind]).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('ranks every kind exactly once', () => {
    expect([...OPSEC_SPECIFICITY].sort()).toEqual([...OPSEC_KINDS].sort());
  });

  it('lists a realistic number of places, each once, each found by the check', () => {
    expect(OPSEC_PLACES.length).toBeGreaterThanOrEqual(80);
    expect(OPSEC_PLACES.length).toBeLessThanOrEqual(160);
    expect(new Set(OPSEC_PLACES.map((p) => p.toLowerCase())).size).toBe(OPSEC_PLACES.length);
    for (const place of OPSEC_PLACES) {
      expect(findOpsecRisks(`I was at ${place} for a year`)).toMatchObject([
        { kind: 'place', text: place },
      ]);
    }
  });
});
