import { q, type SeedProduct } from './product-types';

/** Deployment Essentials. */
export const DEPLOYMENT_PRODUCTS: SeedProduct[] = [
  {
    name: 'Ironpine Vanguard 32L Assault Pack',
    category: 'deployment',
    price: 139.99,
    description:
      'Three-day assault pack in 500D coated nylon with a clamshell main zip, internal hydration sleeve and MOLLE webbing on the front and wings. Weighs 3.1 lb empty; the padded hip belt comes off for wear under a plate carrier.',
    asin: 'B0S9S2LJ39',
    quality: q(8.5, 7.5, 8, 7.5, 8.5),
    reviewCount: 8,
  },
  {
    name: 'Stonefield Ridgeline 65L Field Rucksack',
    category: 'deployment',
    price: 289.0,
    description:
      'Internal-frame rucksack with twin aluminum stays, a load-lifter harness that adjusts for torso length and a separate sleep-system compartment. 1000D nylon shell with a PU coating; 5.9 lb empty and comfortable with loads around 80 lb.',
    asin: 'B0U913X6GB',
    quality: q(9.5, 6, 7.5, 6.5, 9.2),
    reviewCount: 9,
  },
  {
    name: 'Northmark Three-Layer Modular Sleep System',
    category: 'deployment',
    price: 349.99,
    description:
      'Patrol bag, intermediate bag and waterproof-breathable bivy that zip and snap together. The combined system is rated to about -10 F, and the patrol bag alone covers 35-50 F nights. Packs into a compression sack at roughly 7.2 lb total.',
    asin: 'B02MPFRZ9K',
    quality: q(9, 5, 7, 6, 9),
    reviewCount: 7,
  },
  {
    name: 'Tallgrass Quilted Poncho Liner',
    category: 'deployment',
    price: 44.95,
    description:
      'Quilted ripstop polyester liner with synthetic fill, 62 x 82 in and 1.6 lb. Corner and side ties attach it to a standard poncho for a field blanket, and it works as a couch throw or car blanket at home. Machine washable.',
    asin: 'B0FKH9N9H6',
    quality: q(8.5, 9.5, 9.5, 9.5, 9.5),
    reviewCount: 9,
  },
  {
    name: 'Ember Point Tri-Color 400 Headlamp',
    category: 'deployment',
    price: 39.99,
    description:
      'Headlamp with a 400-lumen white flood, red and green low-signature modes and a lockout that stops it switching on inside a pack. Runs on the included 1,800 mAh USB-C cell or three AAA batteries. IPX6, 3.2 oz with battery.',
    asin: 'B06E6V99YZ',
    quality: q(8, 9.5, 8.5, 8.5, 9),
    reviewCount: 8,
  },
  {
    name: 'Halyard 3L Wide-Mouth Hydration Reservoir',
    category: 'deployment',
    price: 34.5,
    description:
      'Three-liter TPU reservoir with a wide screw-top opening for ice and cleaning, an insulated drink tube and a quick-disconnect fitting, so the tube stays routed through the shoulder strap while you refill. Bite valve has a dust cover. 7 oz empty.',
    asin: 'B0EAW1V6BE',
    quality: q(6.5, 9, 8, 8, 8),
    reviewCount: 6,
  },
  {
    name: 'Basecamp Forge Ripstop Shelter Poncho',
    category: 'deployment',
    price: 29.99,
    description:
      'Coated 40D ripstop nylon poncho with a drawcord hood, snap sides and eight grommets, so it can be rigged as a lean-to or A-frame shelter with paracord. 14 oz and packs to about the size of a one-liter water bottle.',
    asin: 'B0YKV37LEN',
    quality: q(6.5, 9.5, 8.5, 7, 8),
    reviewCount: 5,
  },
  {
    name: 'Sentry Oak Rip-Away IFAK Kit',
    category: 'deployment',
    price: 89.0,
    description:
      'Individual first aid kit in a rip-away pouch with a tourniquet holder, 6 in pressure bandage, compressed gauze, vented chest seal, trauma shears, nitrile gloves and a casualty card. Mounts on MOLLE or a belt; 1.2 lb fully stocked.',
    asin: 'B03YWGEW5P',
    quality: q(8.5, 8, 8, 8.5, 9.5),
    reviewCount: 9,
  },
  {
    name: 'Mirefield Roll-Top Dry Bag Set',
    category: 'deployment',
    price: 24.99,
    description:
      'Three roll-top dry bags in 5, 10 and 20 liters made from 70D TPU-coated nylon, each with a purge valve to squeeze out air. Keeps a sleep system and spare clothing dry inside a ruck through rain and stream crossings.',
    asin: 'B0NR3QFG8W',
    quality: q(6.5, 9.5, 8, 9, 7.5),
    reviewCount: 6,
  },
  {
    name: 'Copperline 4L Gravity Water Filter',
    category: 'deployment',
    price: 59.99,
    description:
      'Gravity-fed filter with a 4-liter collapsible reservoir and a 0.1-micron hollow-fiber cartridge rated for about 1,500 liters. Hang it from a branch or vehicle mirror and it fills a liter in roughly two minutes. Backflush syringe included; 11 oz.',
    asin: 'B0JJN102YQ',
    quality: q(7.5, 8, 8.5, 9, 9),
    reviewCount: 7,
  },
  {
    name: 'Cinder Trail Lightweight Bivy Cover',
    category: 'deployment',
    price: 119.0,
    description:
      'Waterproof-breathable bivy with a 2.5-layer laminated shell, taped seams and a side zip with a bug-mesh hood panel. Fits over a sleeping bag and pad and weighs 1.3 lb in its stuff sack. Suited to patrol bases where a tent is not an option.',
    asin: 'B0HYS2ZRBG',
    quality: q(7, 8.5, 6.5, 6, 7),
    reviewCount: 5,
  },
  {
    name: 'Redleg Works Tri-Fold Entrenching Tool',
    category: 'deployment',
    price: 38.75,
    description:
      'Folding shovel with a carbon-steel blade, a serrated edge and a pick that locks at 90 degrees. Collapses to 9 x 6 in, weighs 2.4 lb and ships with a nylon carrier for MOLLE or a belt. Handle is powder-coated steel tube.',
    asin: 'B0BNYAAFLE',
    quality: q(9, 6.5, 9, 8, 8.5),
    reviewCount: 6,
  },
  {
    name: 'Drillhall Trooper 40L Budget Daypack',
    category: 'deployment',
    price: 32.99,
    description:
      'A 40-liter pack in 600D polyester with laser-cut MOLLE panels, a laptop sleeve and two side bottle pockets. Light at 2.2 lb, but the shoulder-strap anchors are single-stitched, so it suits class or gym use better than loaded rucks.',
    asin: 'B08TAR5SFS',
    quality: q(4.5, 7, 7.5, 6, 5.5),
    reviewCount: 4,
  },
  {
    name: 'Bastion Trail Ultralight Field Cot',
    category: 'deployment',
    price: 179.0,
    description:
      'Collapsible cot with 7075 aluminum poles and a 600D polyester deck that sits 6 in off the ground. Weighs 2.9 lb and packs to 21 in, but the end bars take real effort to seat and the deck loses tension after several nights.',
    asin: 'B0MJTM5S82',
    quality: q(5, 7, 4.5, 5.5, 5.5),
    reviewCount: 5,
  },
];
