import { beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';
import { isPhrase, phraseMatches, termFilter, type MatchField } from './phrase-matches';
import { bestMatches } from './service';

const t = useTestApp();

// "Duffel" is rarer than "ripstop" here, so a phrase's rarest part is often that of a later
// word; the phrase is also written reversed, hyphenated, doubly spaced and in descriptions only.
beforeAll(async () => {
  const make = (
    name: string,
    battleReadyIndex: number,
    description = 'Plain gear for the field, nothing more to say.',
  ) => insertProduct(t.db, { name, battleReadyIndex, description });
  for (let i = 0; i < 8; i += 1) await make(`Ripstop Tarp ${i}`, 10 + i);
  await make('Alpha Ripstop Duffel 12', 90, 'A ripstop duffel for the field.');
  await make('Bravo Duffel Ripstop', 95);
  await make('Charlie Ripstop-Duffel', 80);
  await make('Delta RIPSTOP  duffel', 85);
  await make('Echo Carryall', 99, 'A ripstop duffel in all but name.');
  await make('Foxtrot Heavy Duty Ripstop Duffel', 70, 'Heavy duty, for long rucks.');
  await make('Golf Heavy Duffel', 75);
  await make('Ärmel Schoner Naïve', 60, 'Sleeves for the ÄRMEL SCHONER of the barracks.');
  await make('Hotel Volt 100% Brick_20K', 40);
});

const TERMS = [
  'ripstop duffel',
  'RIPSTOP Duffel',
  'duffel ripstop',
  'ripstop-duffel',
  'ripstop  duffel',
  'op duf',
  'heavy duty ripstop duffel',
  'heavy duffel',
  'pstop duff',
  'ärmel schoner',
  'ÄRMEL SCHONER naïve',
  'volt 100% brick_20k',
  '100% brick',
  'k_2',
  'ab cd',
  'duffel',
  'tarp zzz',
];

describe('phraseMatches (issue 46)', () => {
  it.each(TERMS.flatMap((term) => (['name', 'text'] as MatchField[]).map((f) => [term, f])))(
    'finds for %j in the %s what the search of the whole term finds, in its order',
    async (term, field) => {
      const f = field as MatchField;
      const whole = await bestMatches(t.db, termFilter(f, term), 6, 'trigram');
      expect(await phraseMatches(t.db, f, term, 6)).toEqual(whole);
    },
  );

  it('finds phrases in names and descriptions, best BRI first, up to the limit', async () => {
    const names = async (f: MatchField, term: string, limit: number) =>
      (await phraseMatches(t.db, f, term, limit)).map((p) => p.name);
    expect(await names('name', 'ripstop duffel', 6)).toEqual([
      'Alpha Ripstop Duffel 12',
      'Foxtrot Heavy Duty Ripstop Duffel',
    ]);
    expect(await names('text', 'ripstop duffel', 2)).toEqual([
      'Echo Carryall',
      'Alpha Ripstop Duffel 12',
    ]);
    expect(await names('name', 'ripstop  duffel', 6)).toEqual(['Delta RIPSTOP  duffel']);
    expect(await names('name', 'schoner naïve', 6)).toEqual(['Ärmel Schoner Naïve']);
    expect(await names('name', 'duffel tarp', 6)).toEqual([]);
  });
});

describe('isPhrase', () => {
  it('is a term with two words or more of three letters or digits', () => {
    expect(isPhrase('ripstop duffel')).toBe(true);
    expect(isPhrase('ärmel-naïve')).toBe(true);
    expect(isPhrase('100% brick')).toBe(true);
    expect(isPhrase('ripstop')).toBe(false);
    expect(isPhrase('ab duffel')).toBe(false);
    expect(isPhrase('k_2 ab')).toBe(false);
  });
});
