import { q, type SeedProduct } from './product-types';

/** Daily Essentials. */
export const DAILY_PRODUCTS: SeedProduct[] = [
  {
    name: 'Ironpine Slim Aluminum Card Wallet',
    category: 'daily',
    price: 24.99,
    description:
      'Two aluminum plates joined by an elastic band hold up to 12 cards, with a cash strap on the back and RFID shielding. At 2.1 oz it is thin enough for the shoulder pocket of a uniform top or a front jeans pocket.',
    asin: 'B0PDBFHMMV',
    quality: q(8.5, 9.5, 9, 9.5, 8.5),
    reviewCount: 8,
  },
  {
    name: 'Sentry Oak Boot Care Kit',
    category: 'daily',
    price: 28.5,
    description:
      'Horsehair brush, dauber, tins of black and neutral polish, a leather conditioner and a cotton cloth in a zip case. Covers smooth leather dress shoes and service boots; not meant for suede or rough-out combat boots.',
    asin: 'B0LRPZMBGH',
    quality: q(8, 8, 9, 9, 8.5),
    reviewCount: 6,
  },
  {
    name: 'Quarterdeck Merino Blend Boot Socks, 4-Pack',
    category: 'daily',
    price: 44.99,
    description:
      'Mid-calf boot socks knit from merino wool, nylon and spandex, with a cushioned foot and heel and a thinner instep for airflow. They resist odor over several days in the field. Sized S to XL; wash inside out.',
    asin: 'B0D0JRJRYP',
    quality: q(8.5, 9, 8, 9.5, 9.5),
    reviewCount: 9,
  },
  {
    name: 'Redleg Works 14-in-1 Multitool',
    category: 'daily',
    price: 69.99,
    description:
      'Stainless multitool with needle-nose pliers, replaceable wire cutters, a plain-edge blade, saw, file, bit driver and can opener. Every blade locks, and the outside tools open without unfolding the pliers. 8.6 oz with a nylon belt sheath.',
    asin: 'B06WSUD0UX',
    quality: q(9, 8, 8.5, 9, 9.5),
    reviewCount: 8,
  },
  {
    name: 'Graywater Labs Fieldline Digital Watch',
    category: 'daily',
    price: 54.99,
    description:
      'Resin-cased digital watch with 200 m water resistance, a backlight, countdown and interval timers, a stopwatch and dual time zones. The coin cell lasts about seven years. Shock resistant and plain enough for wear in uniform.',
    asin: 'B099U27RDL',
    quality: q(9.5, 9.5, 9.5, 10, 9.5),
    reviewCount: 9,
  },
  {
    name: 'Halyard Impact-Rated Sunglasses',
    category: 'daily',
    price: 64.0,
    description:
      'Polycarbonate sunglasses with interchangeable smoke, clear and amber lenses that meet ANSI Z87.1 impact requirements. The wraparound frame fits under most helmets. Includes a hard case and a retention strap for range days.',
    asin: 'B0VYJDWRHX',
    quality: q(8, 8.5, 7.5, 8.5, 8.5),
    reviewCount: 7,
  },
  {
    name: 'Stonefield Travel Trimmer Grooming Kit',
    category: 'daily',
    price: 59.99,
    description:
      'Cordless trimmer with five guards, a foil shaver head, a nose trimmer and a USB-C charging stand, packed in a hard zip case. About 90 minutes of run time. Keeps a haircut within regulation between barber visits.',
    asin: 'B0BCM9V8BL',
    quality: q(7, 8, 7.5, 8.5, 7.5),
    reviewCount: 6,
  },
  {
    name: 'Longshore 1.5-Inch Ratchet Belt',
    category: 'daily',
    price: 34.99,
    description:
      'Nylon web belt with a track-and-ratchet buckle that adjusts in quarter-inch steps instead of holes, cut to length at home. The low-profile buckle sits flat under a tucked shirt and passes most uniform and office dress codes.',
    asin: 'B0K5UX57KY',
    quality: q(7.5, 9, 8, 9, 8),
    reviewCount: 5,
  },
  {
    name: 'Basecamp Forge All-Weather Field Notebook',
    category: 'daily',
    price: 11.99,
    description:
      'Pocket notebook, 4 x 6 in, with 50 sheets of water-resistant paper that takes pencil and ballpoint in the rain. Polymer cover and a side spiral. Fits a uniform cargo pocket or the admin pouch on a plate carrier.',
    asin: 'B08JRJHDZH',
    quality: q(8, 9.5, 8, 8, 9),
    reviewCount: 7,
  },
  {
    name: 'Mirefield EDC 1,000-Lumen Flashlight',
    category: 'daily',
    price: 44.99,
    description:
      'Aluminum flashlight with a 1,000-lumen high, a moonlight mode and a rear tactical switch, charged over USB-C with an 18650 cell inside. IPX8 and 3.4 oz, with a deep-carry pocket clip. Handy for parking lots, staff duty and power outages.',
    asin: 'B0RDCHW0Z3',
    quality: q(8.5, 9, 8.5, 9, 9),
    reviewCount: 7,
  },
  {
    name: 'Cinder Trail Budget Folding Knife',
    category: 'daily',
    price: 16.99,
    description:
      'Liner-lock folder with a 3.2 in drop-point blade in budget stainless steel and a textured nylon handle. Opens smoothly out of the box, but the edge dulls fast and the lock develops some play after a few months.',
    asin: 'B0LKHGYFH7',
    quality: q(5, 8.5, 7, 6, 6),
    reviewCount: 4,
  },
  {
    name: 'Fallow Creek Foot Care Field Kit',
    category: 'daily',
    price: 19.99,
    description:
      'Zip pouch with moleskin, blister pads, anti-chafe balm, antifungal foot powder and a small nail clipper. Covers the basics before and after ruck marches and long duty days on concrete. Refills are sold separately.',
    asin: 'B09B303G2Q',
    quality: q(6.5, 9, 8, 8.5, 8),
    reviewCount: 5,
  },
  {
    name: 'Copperline Waxed Canvas Dopp Kit',
    category: 'daily',
    price: 42.0,
    description:
      'Toiletry bag in waxed cotton canvas with a leather pull, a water-resistant liner and a brass zipper, about 10 x 5 x 5 in. It ages well with use, though the wax can rub off onto light-colored clothing while new.',
    asin: 'B0AHW7WRLX',
    quality: q(8, 7.5, 7, 9, 7.5),
    reviewCount: 0,
  },
];
