// Demo reviewers and advisory board. All people here are fictional; emails use the
// reserved .invalid TLD so nothing can ever be delivered to them.

import { BRANCH_IDS, type BranchId } from '@shared/catalog';

export type SeedBranch = BranchId;

export const SEED_BRANCHES: readonly SeedBranch[] = BRANCH_IDS;

export interface SeedReviewer {
  name: string;
  branch: SeedBranch;
  email: string;
}

const DEMO_DOMAIN = 'demo.battleready.invalid';

function reviewer(name: string, branch: SeedBranch, localPart: string): SeedReviewer {
  return { name, branch, email: `${localPart}@${DEMO_DOMAIN}` };
}

export const SEED_REVIEWERS: SeedReviewer[] = [
  reviewer('Dusty Sapper Two', 'army', 'dusty.sapper'),
  reviewer('QuietRucker', 'army', 'quiet.rucker'),
  reviewer('Keen Medic Actual', 'army', 'keen.medic'),
  reviewer('Salty Boatswain', 'navy', 'salty.boatswain'),
  reviewer('HullTech Nine', 'navy', 'hull.tech'),
  reviewer('Calm Corpsman Echo', 'navy', 'calm.corpsman'),
  reviewer('Crisp Crew Chief', 'air_force', 'crisp.crewchief'),
  reviewer('NightLoadmaster', 'air_force', 'night.loadmaster'),
  reviewer('Steady Airman Kilo', 'air_force', 'steady.airman'),
  reviewer('Gritty Rifleman', 'marines', 'gritty.rifleman'),
  reviewer('MuddyGrunt Three', 'marines', 'muddy.grunt'),
  reviewer('Loyal Mortarman Six', 'marines', 'loyal.mortarman'),
  reviewer('Brine Swimmer', 'coast_guard', 'brine.swimmer'),
  reviewer('Bold Cutterman', 'coast_guard', 'bold.cutterman'),
  reviewer('Tidewatch Keeper', 'coast_guard', 'tidewatch.keeper'),
  reviewer('Orbit Guardian', 'space_force', 'orbit.guardian'),
  reviewer('QuietSignal Seven', 'space_force', 'quiet.signal'),
  reviewer('Patient Operator Delta', 'space_force', 'patient.operator'),
  reviewer('Retired Gunny Lima', 'veteran', 'retired.gunny'),
  reviewer('Oldschool Tanker', 'veteran', 'oldschool.tanker'),
  reviewer('Porch Sergeant', 'veteran', 'porch.sergeant'),
  reviewer('Homefront Planner', 'family', 'homefront.planner'),
  reviewer('Steady Spouse Niner', 'family', 'steady.spouse'),
  reviewer('PCS Packing Pro', 'family', 'pcs.packer'),
];

export interface SeedAdvisor {
  name: string;
  title: string;
  yearsOfService: number;
  bio: string;
  linkedinUrl: string | null;
  displayOrder: number;
}

export const SEED_ADVISORS: SeedAdvisor[] = [
  {
    name: 'Raymond T. Okafor',
    title: 'Command Sergeant Major (Ret.), U.S. Army',
    yearsOfService: 30,
    bio: 'Served 30 years across infantry and sustainment units, finishing as a brigade command sergeant major. Spent much of that time inspecting load plans and boots, and now reviews rucksacks, sleep systems and the kit new soldiers buy before a first deployment.',
    linkedinUrl: null,
    displayOrder: 0,
  },
  {
    name: 'Dana Whitfield',
    title: 'Hospital Corpsman First Class (Ret.), U.S. Navy',
    yearsOfService: 14,
    bio: 'Former field corpsman with two deployments alongside infantry battalions, followed by three years teaching combat casualty care. Focuses on first aid kits, foot care, hydration and the small items that keep people on their feet through long days.',
    linkedinUrl: null,
    displayOrder: 1,
  },
  {
    name: 'Marcus Delgado',
    title: 'Pararescue Instructor (Ret.), U.S. Air Force',
    yearsOfService: 22,
    bio: 'Spent 22 years in pararescue, the last six as a pipeline instructor. Tests gear in water, cold and altitude, and cares most about weight, reliability and whether a piece of kit still works after being dropped, soaked and frozen.',
    linkedinUrl: null,
    displayOrder: 2,
  },
  {
    name: 'Lena Marsh',
    title: 'Military Spouse and Logistics Specialist',
    yearsOfService: 12,
    bio: 'Twelve years as an Army spouse through six PCS moves, alongside a civilian career in supply chain planning. Covers barracks and household gear, purchases that survive a move and value for money, with an eye on what families really use.',
    linkedinUrl: null,
    displayOrder: 3,
  },
];
