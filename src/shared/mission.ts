// The Mission Matcher's missions (issue 15): what each needs, what it costs by default and
// what matters most on it. A new mission is one entry in MISSION_PROFILES; nothing else
// names the missions one by one.
import type { BranchId, CategoryId } from './catalog';
import type { MetricKey } from './scoring';

export const PRIORITY_LEVELS = ['low', 'normal', 'high'] as const;
export type PriorityLevel = (typeof PRIORITY_LEVELS)[number];
export const PRIORITY_LABELS: Record<PriorityLevel, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
};
/** How much a metric counts in the match score at each level: High counts four times Low. */
export const PRIORITY_WEIGHTS: Record<PriorityLevel, number> = { low: 0.5, normal: 1, high: 2 };

export type Priorities = Record<MetricKey, PriorityLevel>;

export interface MissionNeed {
  category: CategoryId;
  /** How many different products of the category the kit holds. */
  count: number;
}

export interface MissionProfile {
  id: string;
  name: string;
  /** One line under the name in the form. */
  summary: string;
  needs: readonly MissionNeed[];
  /** USD, whole dollars. */
  budget: number;
  priorities: Priorities;
}

export const MISSION_BUDGET_MIN = 25;
export const MISSION_BUDGET_MAX = 10_000;
/** Issue 48: the heaviest cap a kit's total weight may be given, in grams (a tonne). */
export const MISSION_WEIGHT_CAP_MAX = 1_000_000;

export const MISSION_PROFILES = [
  {
    id: 'deployment',
    name: 'Deployment',
    summary: 'Months downrange: gear that survives the field and packs small.',
    needs: [
      { category: 'deployment', count: 2 },
      { category: 'tech', count: 1 },
      { category: 'nutrition', count: 1 },
      { category: 'daily', count: 1 },
    ],
    budget: 750,
    priorities: {
      durability: 'high',
      portability: 'high',
      costValue: 'normal',
      civilianAdaptation: 'low',
      overallUtility: 'high',
    },
  },
  {
    id: 'field-training',
    name: 'Field training',
    summary: 'A few days in the field: rugged basics and something to eat.',
    needs: [
      { category: 'training', count: 1 },
      { category: 'deployment', count: 1 },
      { category: 'nutrition', count: 1 },
    ],
    budget: 400,
    priorities: {
      durability: 'high',
      portability: 'normal',
      costValue: 'normal',
      civilianAdaptation: 'low',
      overallUtility: 'high',
    },
  },
  {
    id: 'pt-fitness',
    name: 'PT & fitness',
    summary: 'Daily PT and the test: training gear, fuel and a way to track it.',
    needs: [
      { category: 'training', count: 2 },
      { category: 'nutrition', count: 1 },
      { category: 'tech', count: 1 },
    ],
    budget: 300,
    priorities: {
      durability: 'normal',
      portability: 'high',
      costValue: 'high',
      civilianAdaptation: 'normal',
      overallUtility: 'normal',
    },
  },
  {
    id: 'barracks-life',
    name: 'Barracks life',
    summary: 'Making a small room livable between duty days.',
    needs: [
      { category: 'barracks', count: 2 },
      { category: 'tech', count: 1 },
      { category: 'daily', count: 1 },
    ],
    budget: 500,
    priorities: {
      durability: 'normal',
      portability: 'low',
      costValue: 'high',
      civilianAdaptation: 'high',
      overallUtility: 'normal',
    },
  },
  {
    id: 'pcs-travel',
    name: 'PCS & travel',
    summary: 'Moving stations: what rides along and works anywhere.',
    needs: [
      { category: 'daily', count: 2 },
      { category: 'tech', count: 1 },
      { category: 'barracks', count: 1 },
    ],
    budget: 600,
    priorities: {
      durability: 'normal',
      portability: 'high',
      costValue: 'normal',
      civilianAdaptation: 'high',
      overallUtility: 'normal',
    },
  },
  {
    id: 'everyday-carry',
    name: 'Everyday carry',
    summary: 'On you every day, on duty and off.',
    needs: [
      { category: 'daily', count: 2 },
      { category: 'tech', count: 1 },
    ],
    budget: 250,
    priorities: {
      durability: 'high',
      portability: 'high',
      costValue: 'normal',
      civilianAdaptation: 'high',
      overallUtility: 'normal',
    },
  },
] as const satisfies readonly MissionProfile[];

export type MissionProfileId = (typeof MISSION_PROFILES)[number]['id'];
export const MISSION_PROFILE_IDS = MISSION_PROFILES.map((p) => p.id) as [
  MissionProfileId,
  ...MissionProfileId[],
];

export type Mission = (typeof MISSION_PROFILES)[number];

export function missionProfile(id: MissionProfileId): Mission {
  return MISSION_PROFILES.find((p) => p.id === id) ?? MISSION_PROFILES[0];
}

/** Slots in the kit: one per product a need asks for, in the profile's order. */
export function missionSlots(profile: MissionProfile): CategoryId[] {
  return profile.needs.flatMap((n) => Array.from({ length: n.count }, () => n.category));
}

/** How a reason names a branch's reviewers: "5 of them by Marines". */
export const BRANCH_MEMBERS: Record<BranchId, string> = {
  army: 'soldiers',
  navy: 'sailors',
  air_force: 'airmen',
  marines: 'Marines',
  coast_guard: 'Coast Guardsmen',
  space_force: 'Guardians',
  veteran: 'veterans',
  family: 'military families',
};
