import { q, type SeedProduct } from './product-types';

/** Barracks & Downtime. */
export const BARRACKS_PRODUCTS: SeedProduct[] = [
  {
    name: 'Quarterdeck Twin XL Microfiber Sheet Set',
    category: 'barracks',
    price: 29.99,
    description:
      'Fitted sheet, flat sheet and one pillowcase sized for twin XL barracks mattresses, with a 15 in deep pocket and elastic all the way around. Brushed microfiber resists wrinkles and dries quickly in a shared laundry room.',
    asin: 'B0WCGAC0RS',
    quality: q(6.5, 8, 9, 9, 8),
    reviewCount: 7,
  },
  {
    name: 'Halyard Sherpa Fleece Throw',
    category: 'barracks',
    price: 34.99,
    description:
      'Reversible 50 x 60 in throw with a sherpa side and a smooth fleece side, 2.4 lb. Warm enough for a cold room when the HVAC is off and small enough to roll into a duffel for a PCS move. Wash cold and tumble dry low.',
    asin: 'B06MJTQ94F',
    quality: q(7.5, 6.5, 8.5, 9.5, 7.5),
    reviewCount: 5,
  },
  {
    name: 'Copperline 3.2 cu ft Compact Fridge',
    category: 'barracks',
    price: 189.0,
    description:
      'Two-door compact refrigerator with a small freezer section, an adjustable glass shelf and a reversible door. At 34 in tall it fits under most barracks desks. Uses about 270 kWh per year; the compressor is audible at night in a quiet room.',
    asin: 'B0XJYRCGHU',
    quality: q(7.5, 4, 7, 9, 8.5),
    reviewCount: 6,
  },
  {
    name: 'Corvid Stormproof Bluetooth Speaker',
    category: 'barracks',
    price: 79.99,
    description:
      'Portable speaker with a pair of 10 W drivers, an IP67 dust and water rating and around 18 hours of playback. Rubber-armored housing with a carabiner loop; two units can pair for stereo. Its USB-A port can top up a phone.',
    asin: 'B030TVAFE0',
    quality: q(8.5, 8.5, 8, 9, 8.5),
    reviewCount: 8,
  },
  {
    name: 'Stonefield Wall Locker Organizer',
    category: 'barracks',
    price: 36.5,
    description:
      'Hanging organizer with six fabric shelves, four mesh side pockets and magnetic hooks that grip the inside of a metal wall locker. Keeps PT gear, toiletries and uniform items sorted for inspections, and folds flat for moves.',
    asin: 'B0XHHKDV79',
    quality: q(6, 8, 8.5, 7, 8),
    reviewCount: 5,
  },
  {
    name: 'Ridgeback Kit Collapsible Laundry Hamper',
    category: 'barracks',
    price: 22.99,
    description:
      'Pop-up hamper with a padded shoulder strap and drawstring top that holds about three loads. Collapses to a flat disc that slides under a bunk, and the strap lets you carry a full load down the hall to the laundry room in one trip.',
    asin: 'B0GWGLL6ZP',
    quality: q(6, 9.5, 8.5, 8.5, 7.5),
    reviewCount: 4,
  },
  {
    name: 'Drillhall Handheld Garment Steamer',
    category: 'barracks',
    price: 39.99,
    description:
      'Handheld steamer with a 240 ml tank that heats in about 30 seconds and runs roughly 12 minutes per fill. Handles dress uniforms, civilian shirts and anything creased from a garment bag after travel. It drips if tipped sideways.',
    asin: 'B0MB2JU70N',
    quality: q(6, 8, 7, 8, 7),
    reviewCount: 4,
  },
  {
    name: 'Fallow Creek 3-Inch Gel Memory Foam Topper',
    category: 'barracks',
    price: 89.99,
    description:
      'Gel-infused memory foam topper, 3 in thick and sized twin XL, with a removable zip cover. Softens a thin barracks mattress considerably. Bulky once unboxed and needs a day to expand fully; rolls tight with straps for moving.',
    asin: 'B0FJZAKWGL',
    quality: q(7, 4, 8.5, 9, 8.5),
    reviewCount: 6,
  },
  {
    name: 'Ember Point Desk Lamp with USB Charging',
    category: 'barracks',
    price: 27.5,
    description:
      'LED desk lamp with five brightness levels, three color temperatures, a folding arm and a USB-A charge port in the base. Good for studying for a promotion board or a college course without waking a roommate. 1.4 lb.',
    asin: 'B09MVK328F',
    quality: q(7, 7.5, 8.5, 8.5, 8),
    reviewCount: 5,
  },
  {
    name: 'Basecamp Forge Travel Game Tin',
    category: 'barracks',
    price: 24.0,
    description:
      'Six games in one steel tin: two card decks, dice, a cribbage board with pegs, magnetic travel chess and checkers and a domino set. About 1 lb. Made for downtime in the field, on long flights and in the dayroom when the wifi is down.',
    asin: 'B063CB3PKV',
    quality: q(7.5, 9, 9, 9.5, 8),
    reviewCount: 7,
  },
  {
    name: 'Sentry Oak Blackout Sleep Kit',
    category: 'barracks',
    price: 16.99,
    description:
      'Contoured sleep mask with cupped eye wells, a case of ten pairs of foam earplugs and a drawstring pouch. Blocks light fully without pressing on the eyes. Made for shift work, day sleep after night duty and crowded transport flights.',
    asin: 'B0Z9GV8T20',
    quality: q(7, 10, 9.5, 9.5, 9.5),
    reviewCount: 9,
  },
  {
    name: 'Tallgrass 1L Travel Electric Kettle',
    category: 'barracks',
    price: 32.99,
    description:
      'Compact stainless kettle, 1 liter and 1,000 W, with auto shutoff and boil-dry protection. Boils a full pot in about four minutes for coffee, tea, oatmeal or noodles in a room with no kitchen. Check unit rules on heating appliances first.',
    asin: 'B0ACNRF0R4',
    quality: q(6.5, 8, 8, 8.5, 7.5),
    reviewCount: 0,
  },
  {
    name: 'Cinder Trail Pocket Mini Projector',
    category: 'barracks',
    price: 129.99,
    description:
      'Palm-size LCD projector with native 720p resolution, HDMI and USB inputs and a built-in speaker. Throws a watchable 60 in picture on a white wall in a dark room. Fan noise and a dim image limit it to movie nights with the lights off.',
    asin: 'B0B2FWBUHZ',
    quality: q(5, 7, 5, 6.5, 5),
    reviewCount: 3,
  },
];
