// SPEC §1: a member who gives no name gets one from an adjective, a role noun and sometimes a
// suffix word. Shared so the sign-up (server) and the edit-username generator (browser) agree.

const ADJECTIVES = [
  'Steady',
  'Silent',
  'Rugged',
  'Swift',
  'Bold',
  'Vigilant',
  'Iron',
  'Tactical',
  'Loyal',
  'Keen',
  'Resolute',
  'Nimble',
  'Stalwart',
  'Gritty',
  'Brave',
  'Sharp',
  'Hardy',
  'Quiet',
  'Ready',
  'True',
] as const;

const ROLE_NOUNS = [
  'Ranger',
  'Medic',
  'Scout',
  'Sapper',
  'Navigator',
  'Sentinel',
  'Gunner',
  'Pilot',
  'Corpsman',
  'Engineer',
  'Operator',
  'Signaler',
  'Quartermaster',
  'Rifleman',
  'Marksman',
  'Guardian',
  'Pathfinder',
  'Mechanic',
  'Diver',
  'Recon',
] as const;

const SUFFIXES = ['Actual', 'Six', 'Prime', 'One', 'Alpha', 'Bravo', 'Delta', 'Echo'] as const;

function pick<T>(list: readonly T[]): T {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return list[(n ?? 0) % list.length] as T;
}

/** "Steady Ranger" or, about one time in three, "Steady Ranger Actual". Always ≤ 50 characters. */
export function randomUsername(): string {
  const base = `${pick(ADJECTIVES)} ${pick(ROLE_NOUNS)}`;
  const [roll] = crypto.getRandomValues(new Uint8Array(1));
  return (roll ?? 0) % 3 === 0 ? `${base} ${pick(SUFFIXES)}` : base;
}
