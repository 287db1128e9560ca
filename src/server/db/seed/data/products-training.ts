import { q, type SeedProduct } from './product-types';

/** Training & PT Gear. */
export const TRAINING_PRODUCTS: SeedProduct[] = [
  {
    name: 'Fallow Creek Stride Road Trainer',
    category: 'training',
    price: 124.99,
    description:
      "Neutral road running shoe with a 10 mm drop, a dual-density foam midsole and a reinforced heel counter. 9.4 oz in a men's size 9. Built for daily PT miles on pavement and track, with thicker outsole rubber under the forefoot.",
    asin: 'B0BW6XZYR7',
    quality: q(7, 8.5, 7.5, 9, 8),
    reviewCount: 8,
  },
  {
    name: 'Drillhall 30 lb Cast Iron Ruck Plate',
    category: 'training',
    price: 84.0,
    description:
      'Single-piece cast iron plate, 10 x 12 in, with three cut-out handles and a textured powder coat. Sized for standard ruck plate sleeves and most laptop compartments. The flat back keeps the weight high and tight against the spine.',
    asin: 'B0RJHZFTDM',
    quality: q(10, 5, 8.5, 6.5, 8.5),
    reviewCount: 7,
  },
  {
    name: 'Ridgeback Kit Adjustable Sandbag Trainer',
    category: 'training',
    price: 69.99,
    description:
      'Sandbag trainer with a 1000D nylon shell, six grab handles and four filler bags, loadable from about 10 to 80 lb. Works as a carry and lift implement for unit PT where barbells are scarce. Sand is not included.',
    asin: 'B0VKL7QV3C',
    quality: q(8.5, 6, 9, 8.5, 9),
    reviewCount: 6,
  },
  {
    name: 'Tallgrass Five-Band Resistance Set',
    category: 'training',
    price: 27.99,
    description:
      'Five stackable latex tube bands from 10 to 50 lb with two foam handles, ankle straps and a door anchor, all in a mesh bag under 2 lb. Covers mobility work and full-body sessions in a barracks room or a hotel on TDY.',
    asin: 'B0GYCQU79S',
    quality: q(6.5, 10, 9.5, 9.5, 8.5),
    reviewCount: 7,
  },
  {
    name: 'Quarterdeck 7-Inch Lined PT Shorts',
    category: 'training',
    price: 32.0,
    description:
      'Quick-dry polyester shorts with a brief liner, a zip pocket sized for a phone or ID card and a flat drawcord waist. Four-way stretch fabric that dries in under an hour on a line. Conservative cut that suits most unit PT formations.',
    asin: 'B0SG6TGPFL',
    quality: q(7, 9.5, 8, 8.5, 8),
    reviewCount: 6,
  },
  {
    name: 'Ironpine Moisture-Wicking PT Shirt 3-Pack',
    category: 'training',
    price: 39.99,
    description:
      'Three short-sleeve shirts in a polyester-spandex knit with flatlock seams that limit chafing under a ruck, in black, gray and tan. They dry fast, but the knit starts to pill after several months of weekly washing.',
    asin: 'B0BJDGE9PF',
    quality: q(6.5, 9, 8.5, 8.5, 7.5),
    reviewCount: 5,
  },
  {
    name: 'Basecamp Forge High-Density Foam Roller 18-Inch',
    category: 'training',
    price: 24.99,
    description:
      'Molded EVA foam roller, 18 x 6 in, firm enough for quads and IT bands without collapsing. The closed-cell surface wipes clean and does not soak up sweat. At 1.1 lb it straps easily to the outside of a gym bag.',
    asin: 'B0BJH287ZY',
    quality: q(7.5, 7, 9, 9.5, 8),
    reviewCount: 6,
  },
  {
    name: 'Corvid Pulse Percussion Massager',
    category: 'training',
    price: 129.0,
    description:
      'Handheld percussion massager with five heads, three speeds up to 3,200 strokes per minute and a 2,500 mAh battery good for about four hours of use. Weighs 1.9 lb and comes in a zip case; charges over USB-C.',
    asin: 'B0ZUQP19MD',
    quality: q(6.5, 7.5, 6.5, 8.5, 7.5),
    reviewCount: 5,
  },
  {
    name: 'Longshore Dial-Adjust Kettlebell 12-40 lb',
    category: 'training',
    price: 149.0,
    description:
      'Adjustable kettlebell that switches between seven weights from 12 to 40 lb with a dial on the handle. Replaces a rack of bells in a small room, but the plastic shell is bulky and the handle is wider than on a cast bell.',
    asin: 'B0U3GTTTHL',
    quality: q(8, 4.5, 7, 7, 7.5),
    reviewCount: 4,
  },
  {
    name: 'Stonefield Bearing Speed Rope',
    category: 'training',
    price: 14.99,
    description:
      'Speed rope with a coated steel cable, sealed ball bearings and aluminum handles. Length adjusts with a set screw and the spare cable can be trimmed. Weighs 4 oz and fits a cargo pocket for conditioning anywhere.',
    asin: 'B0YJSW38XP',
    quality: q(8, 10, 9.5, 9.5, 9),
    reviewCount: 8,
  },
  {
    name: 'Halyard Graduated Compression Calf Sleeves',
    category: 'training',
    price: 19.5,
    description:
      'Pair of graduated compression sleeves in a nylon-spandex knit, sized by calf circumference. Worn on long runs and ruck marches or afterward for recovery. The fabric breathes well, though the top band can roll down over time.',
    asin: 'B0CNJLNW8L',
    quality: q(5.5, 9.5, 7, 8, 6.5),
    reviewCount: 4,
  },
  {
    name: 'Sentry Oak Doorway Pull-Up Bar',
    category: 'training',
    price: 44.99,
    description:
      'Leverage-style pull-up bar that hooks over a door frame without screws, with foam grips for wide, neutral and narrow positions. Rated to 300 lb. It fits 24 to 32 in frames and can mark painted trim, so check the door first.',
    asin: 'B0QHFSTUJR',
    quality: q(6, 5.5, 7, 7.5, 6.5),
    reviewCount: 3,
  },
  {
    name: 'Northmark Recovery Slides',
    category: 'training',
    price: 44.0,
    description:
      'Open-toe recovery slides with a thick, soft foam footbed and a contoured arch. Worn after ruck marches and long runs to take pressure off blisters and sore arches. 7 oz per slide; rinse clean and dry in the sun.',
    asin: 'B03V1N8RT2',
    quality: q(8, 8.5, 8.5, 9.5, 8),
    reviewCount: 6,
  },
];
