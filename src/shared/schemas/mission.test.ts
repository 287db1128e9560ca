import { describe, expect, it } from 'vitest';
import { MISSION_PROFILES, missionSlots } from '../mission';
import { missionInputs, ZMissionQuery } from './mission';

const ID = '0b6f5b8e-3c1a-4c2e-9f7a-2d4e6f8a0b1c';
const firstMessage = (input: Record<string, string>) => {
  const parsed = ZMissionQuery.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('ZMissionQuery', () => {
  it("takes the profile's budget and priorities for what the URL leaves out", () => {
    const inputs = missionInputs(ZMissionQuery.parse({ profile: 'pt-fitness', durability: 'low' }));
    expect(inputs.budget).toBe(300);
    expect(inputs.priorities).toEqual({
      durability: 'low',
      portability: 'high',
      costValue: 'high',
      civilianAdaptation: 'normal',
      overallUtility: 'normal',
    });
    expect(inputs.branch).toBeNull();
    expect(inputs.skipKit).toBe(false);
    expect(missionInputs(ZMissionQuery.parse({})).profile.id).toBe('deployment');
  });

  it('reads swaps as slot and product id', () => {
    expect(ZMissionQuery.parse({ swap: `0:${ID},3:${ID.toUpperCase()}` }).swap).toEqual([
      { slot: 0, id: ID },
      { slot: 3, id: ID },
    ]);
  });

  it('says what is wrong, in words a reader understands', () => {
    expect(firstMessage({ profile: 'moon-landing' })).toBe('Choose a mission profile');
    expect(firstMessage({ budget: '24' })).toBe('Budget must be at least $25');
    expect(firstMessage({ budget: '10001' })).toBe('Budget must be at most $10,000');
    expect(firstMessage({ budget: '99.5' })).toBe('Budget must be a whole number of dollars');
    expect(firstMessage({ portability: 'max' })).toBe('Priority must be Low, Normal or High');
    expect(firstMessage({ branch: 'pirates' })).toBe('Unknown branch');
    expect(firstMessage({ swap: ID })).toBe('Each swap must be a slot number and a product id');
    expect(firstMessage({ budget: '25' })).toBeNull();
    expect(firstMessage({ budget: '10000' })).toBeNull();
  });
});

describe('mission profiles', () => {
  it('each needs at least one product, within the budget range, with distinct ids', () => {
    expect(new Set(MISSION_PROFILES.map((p) => p.id)).size).toBe(MISSION_PROFILES.length);
    for (const p of MISSION_PROFILES) {
      expect(missionSlots(p).length).toBeGreaterThan(0);
      expect(p.budget).toBeGreaterThanOrEqual(25);
      expect(p.budget).toBeLessThanOrEqual(10_000);
    }
    expect(missionSlots(MISSION_PROFILES[0])).toEqual([
      'deployment',
      'deployment',
      'tech',
      'nutrition',
      'daily',
    ]);
  });
});
