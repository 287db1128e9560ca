import { q, type SeedProduct } from './product-types';

/** Tech & Communications. */
export const TECH_PRODUCTS: SeedProduct[] = [
  {
    name: 'Corvid 20,000 mAh PD Power Bank',
    category: 'tech',
    price: 49.99,
    description:
      'Power bank with a 20,000 mAh cell, 45 W USB-C power delivery and two USB-A ports. Charges a phone four to five times or tops up a small laptop once. 13 oz with a charge-level display, and within common airline carry-on limits.',
    asin: 'B0UMY44PSE',
    quality: q(7.5, 7, 8.5, 9, 8.5),
    reviewCount: 8,
  },
  {
    name: 'Graywater Labs Bulwark Rugged Phone Case',
    category: 'tech',
    price: 34.99,
    description:
      'Four-layer phone case with a polycarbonate shell, shock-absorbing TPU liner, raised bezel and hinged port covers. Drop tested to 12 ft. It adds bulk and weight, so it suits field and workshop use more than slim pocket carry.',
    asin: 'B04NEMQX83',
    quality: q(9, 6.5, 8.5, 8.5, 8.5),
    reviewCount: 7,
  },
  {
    name: 'Ember Point 28W Folding Solar Panel',
    category: 'tech',
    price: 74.99,
    description:
      'Four-panel monocrystalline charger that produces up to 28 W in full sun, with two USB-A ports and one USB-C port. Folds to 11 x 6 in and 1.3 lb, with grommets for lashing to a ruck or vehicle. Output drops sharply under cloud.',
    asin: 'B0V7BKNECS',
    quality: q(7.5, 8, 7.5, 8, 8),
    reviewCount: 6,
  },
  {
    name: 'Ridgeback Two-Way GMRS Radio Pair',
    category: 'tech',
    price: 89.99,
    description:
      'Pair of handheld radios with 22 channels, privacy codes, weather alerts and rechargeable packs that last a long training day. Range is a couple of miles in open terrain and far less between buildings. GMRS use in the US requires an FCC license.',
    asin: 'B0SYEC2PMR',
    quality: q(8, 8, 7.5, 8, 7.5),
    reviewCount: 5,
  },
  {
    name: 'Northmark Summit Multisport GPS Watch',
    category: 'tech',
    price: 529.99,
    description:
      'Multiband GPS watch with topographic maps, barometric altimeter, compass, heart-rate and blood-oxygen sensors and a sapphire lens. Up to 16 days of battery in smartwatch mode. Tracks runs, rucks, swims and strength sessions; maps load over USB.',
    asin: 'B08EAGTF77',
    quality: q(9, 9.5, 7, 9.5, 9.5),
    reviewCount: 9,
  },
  {
    name: 'Copperline Pace GPS Running Watch',
    category: 'tech',
    price: 119.99,
    description:
      'Entry-level GPS watch with wrist heart rate, interval timers, pace alerts and about 12 days of battery in watch mode. Plastic case and mineral lens. Covers run-test preparation and daily step counts, without maps or music storage.',
    asin: 'B0L877T7B9',
    quality: q(6.5, 9, 8.5, 8, 7),
    reviewCount: 6,
  },
  {
    name: 'Halyard Ear-Hook Sport Earbuds',
    category: 'tech',
    price: 59.99,
    description:
      'Wireless earbuds with flexible ear hooks, an IPX7 sweat and water rating and about 8 hours per charge, or 30 with the case. They stay put through sprints and burpees. The case is thick for a pocket and the microphone picks up wind.',
    asin: 'B03VMZKWSG',
    quality: q(7, 9.5, 8, 9, 8),
    reviewCount: 6,
  },
  {
    name: 'Corvid FieldTab 10 Rugged Tablet',
    category: 'tech',
    price: 579.0,
    description:
      'Ten-inch rugged tablet with a sunlight-readable screen, a glove touch mode, a hot-swappable battery and an IP68 rating; survives 4 ft drops onto concrete. Heavy at 2.2 lb and expensive for personal use, but made for vehicle and flight-line work.',
    asin: 'B08ANP07UH',
    quality: q(9.5, 5, 5.5, 7, 8.5),
    reviewCount: 4,
  },
  {
    name: 'Sentry Oak Hand-Crank Emergency Radio',
    category: 'tech',
    price: 42.5,
    description:
      'AM/FM/NOAA weather radio with a hand crank, a small solar panel and a 2,000 mAh battery that can also charge a phone in a pinch. Built-in flashlight and SOS alarm. A sensible addition to a hurricane kit at a coastal duty station.',
    asin: 'B0Z0F51YES',
    quality: q(7, 7.5, 8.5, 8.5, 8),
    reviewCount: 5,
  },
  {
    name: 'Stonefield Braided USB-C Cable 3-Pack',
    category: 'tech',
    price: 15.99,
    description:
      'Three nylon-braided USB-C to USB-C cables in 1, 3 and 6 ft lengths, rated for 60 W charging and data. The strain relief at each connector survives being crammed into pouches and wrapped around bunk rails. Hook-and-loop ties included.',
    asin: 'B0ZUQ2BCFE',
    quality: q(8.5, 9.5, 9.5, 9.5, 9),
    reviewCount: 7,
  },
  {
    name: 'Quarterdeck Floating Waterproof Phone Pouch',
    category: 'tech',
    price: 12.99,
    description:
      'Clear TPU pouch with a triple-seal closure and a neck lanyard that fits phones up to 6.9 in. Floats if dropped overboard, and the touchscreen works through the window. Good for beach days and boat rides; the seal wears out after a season.',
    asin: 'B068TTBLWH',
    quality: q(5.5, 10, 8, 7.5, 6.5),
    reviewCount: 4,
  },
  {
    name: 'Longshore Quietline Noise-Cancelling Headphones',
    category: 'tech',
    price: 149.99,
    description:
      'Over-ear headphones with active noise cancelling, a 30-hour battery and a fold-flat design with a hard case. Cuts engine drone on long charter flights and cargo-aircraft legs. The ear cups get warm in hot climates.',
    asin: 'B0UMUT4E33',
    quality: q(7, 6, 7.5, 9, 8),
    reviewCount: 6,
  },
  {
    name: 'Drillhall Bargain Bluetooth Headset',
    category: 'tech',
    price: 18.99,
    description:
      'Single-ear Bluetooth headset with a boom microphone, 6 hours of talk time and a micro-USB charging port. Very light, but call clarity is only fair and the plastic ear hook is thin. A stopgap for hands-free calls while driving.',
    asin: 'B0NKFMLR73',
    quality: q(4.5, 8, 6.5, 6, 5),
    reviewCount: 0,
  },
];
