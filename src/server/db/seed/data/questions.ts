// Issue 50: demo questions on a few products, answered by demo members who reviewed the product
// (so their answers say "Owns it") and by one who did not.

export interface SeedQuestion {
  productName: string;
  text: string;
  daysAgo: number;
  /** Answers in order; the first is the one the asker marked when `accepted`. */
  answers: { text: string; byOwner: boolean; upvotes: number }[];
  accepted: boolean;
}

export const SEED_QUESTIONS: SeedQuestion[] = [
  {
    productName: 'Ironpine Vanguard 32L Assault Pack',
    text: 'Does the hydration sleeve take a 3L reservoir, or only a 2L?',
    daysAgo: 21,
    accepted: true,
    answers: [
      {
        text: 'A 3L fits, but only a slim one. My Halyard 3L goes in full if I fill it before it goes in the sleeve, not after.',
        byOwner: true,
        upvotes: 7,
      },
      {
        text: 'I run a 2L in mine so the main compartment keeps its shape with plates in the back panel.',
        byOwner: true,
        upvotes: 2,
      },
    ],
  },
  {
    productName: 'Ironpine Vanguard 32L Assault Pack',
    text: 'Will the waist belt come off for wearing it with a plate carrier?',
    daysAgo: 9,
    accepted: false,
    answers: [
      {
        text: 'Yes, it slides out of two sleeves behind the back pad. Takes a minute, no tools.',
        byOwner: true,
        upvotes: 4,
      },
    ],
  },
  {
    productName: 'Sentry Oak Rip-Away IFAK Kit',
    text: 'Is there room for a second tourniquet inside, or only on the outside bands?',
    daysAgo: 14,
    accepted: true,
    answers: [
      {
        text: 'Only on the outside. Inside is full with the stock kit plus chest seals; I moved the shears to the front strap.',
        byOwner: true,
        upvotes: 5,
      },
      {
        text: 'Check your unit SOP first: ours wants the second TQ on the belt, not in the pouch.',
        byOwner: false,
        upvotes: 1,
      },
    ],
  },
  {
    productName: 'Quarterdeck Merino Blend Boot Socks, 4-Pack',
    text: 'Do these run large? I wear a 10.5 boot and sit between the sizes.',
    daysAgo: 30,
    accepted: false,
    answers: [
      {
        text: 'They run about half a size large. At 10.5 I went with the medium and the heel sits right.',
        byOwner: true,
        upvotes: 3,
      },
    ],
  },
  {
    productName: 'Copperline 4L Gravity Water Filter',
    text: 'How fast does it filter from a cloudy stream, honestly?',
    daysAgo: 4,
    accepted: false,
    answers: [],
  },
];
