// Demo catalogue for the seed script. Every brand and product here is invented.
// `quality` is the "true" quality that generated reviews scatter around; the
// Battle-Ready Index a product ends up with is roughly round(10 x mean(quality)).

export type SeedCategory = 'deployment' | 'training' | 'barracks' | 'tech' | 'nutrition' | 'daily';

export interface SeedQuality {
  durability: number;
  portability: number;
  costValue: number;
  civilianAdaptation: number;
  overallUtility: number;
}

export interface SeedProduct {
  name: string;
  category: SeedCategory;
  price: number;
  description: string;
  asin: string;
  quality: SeedQuality;
  reviewCount: number;
}

function q(
  durability: number,
  portability: number,
  costValue: number,
  civilianAdaptation: number,
  overallUtility: number,
): SeedQuality {
  return { durability, portability, costValue, civilianAdaptation, overallUtility };
}

export const SEED_PRODUCTS: SeedProduct[] = [
  // Deployment Essentials
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

  // Training & PT Gear
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

  // Barracks & Downtime
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

  // Tech & Communications
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

  // Nutrition & Sustainment
  {
    name: 'Fallow Creek Whey Isolate, Chocolate, 5 lb',
    category: 'nutrition',
    price: 64.99,
    description:
      'Whey protein isolate with 25 g of protein per 31 g scoop and about 70 servings per tub. Mixes with water in a shaker without clumping. Third-party tested for banned substances, which matters to anyone subject to unit drug testing.',
    asin: 'B09BQ9Y91E',
    quality: q(7, 6, 8, 9, 8.5),
    reviewCount: 7,
  },
  {
    name: 'Halyard Electrolyte Drink Mix, 30 Sticks',
    category: 'nutrition',
    price: 24.99,
    description:
      'Single-serve electrolyte powder with 500 mg sodium, 200 mg potassium and 3 g of sugar per stick, in lemon-lime and orange. Stick packs ride in a cargo pocket and mix into a canteen or 1 L bottle. Made for high heat-category training days.',
    asin: 'B0WZEUE7M7',
    quality: q(8, 10, 8.5, 9.5, 9.5),
    reviewCount: 9,
  },
  {
    name: 'Basecamp Forge Self-Heating Field Ration 12-Pack',
    category: 'nutrition',
    price: 139.99,
    description:
      'Twelve complete meals, each with an entree, side, snack, drink mix and flameless ration heater, averaging 1,200 kcal. Five-year shelf life at room temperature. Heavy and bulky, but useful for storm kits and field training away from a dining facility.',
    asin: 'B01XTG6VRN',
    quality: q(8.5, 6.5, 6, 6, 7.5),
    reviewCount: 6,
  },
  {
    name: 'Ironpine Compact Canister Stove',
    category: 'nutrition',
    price: 42.0,
    description:
      'Screw-on canister stove with folding pot supports, a piezo igniter and a wide flame-control valve. At 3.1 oz it packs inside a 750 ml pot with a small fuel canister. Boils a liter in about four minutes in calm air; needs a windscreen in gusts.',
    asin: 'B0EMNUZVBV',
    quality: q(7.5, 9.5, 8.5, 8.5, 8.5),
    reviewCount: 7,
  },
  {
    name: 'Copperline 32 oz Insulated Steel Bottle',
    category: 'nutrition',
    price: 29.99,
    description:
      'Double-wall vacuum bottle in 18/8 stainless steel with a powder coat and a leakproof loop cap. Keeps water cold for about 24 hours on a range day. The wide mouth takes ice cubes and most filters. 15 oz empty.',
    asin: 'B00DCPVRCF',
    quality: q(9, 7, 9, 9.5, 9),
    reviewCount: 8,
  },
  {
    name: 'Redleg Works Original Beef Jerky, 10-Pack',
    category: 'nutrition',
    price: 38.99,
    description:
      'Ten 2.5 oz bags of smoked beef jerky with about 12 g of protein per ounce and no added MSG. The resealable bags survive a cargo pocket. On the salty side and pricey per ounce, but it holds up well in the heat.',
    asin: 'B0JXMFS14A',
    quality: q(6, 9.5, 7, 9, 7.5),
    reviewCount: 5,
  },
  {
    name: 'Ember Point Freeze-Dried Meal Pouch 6-Pack',
    category: 'nutrition',
    price: 54.0,
    description:
      'Six two-serving freeze-dried meals, including chili mac, beef stroganoff and a breakfast skillet. Add boiling water directly to the pouch and wait ten minutes. 600 to 800 kcal per pouch and light enough for multi-day field training.',
    asin: 'B0UVPVADHB',
    quality: q(7.5, 8.5, 7, 8, 8),
    reviewCount: 6,
  },
  {
    name: 'Stonefield 750 ml Titanium Pot',
    category: 'nutrition',
    price: 34.95,
    description:
      'Single-wall titanium pot with folding handles, etched volume marks and a vented lid, 3.9 oz. A small fuel canister and stove nest inside. Boils water and heats ration entrees well; hot spots make real cooking tricky.',
    asin: 'B04K4WYKRC',
    quality: q(9.5, 9, 8, 8, 8.5),
    reviewCount: 6,
  },
  {
    name: 'Mirefield Collapsible Silicone Bottle',
    category: 'nutrition',
    price: 17.5,
    description:
      'Food-grade silicone bottle, 750 ml, that collapses to about 2 in tall when empty, with a carabiner cap. Saves space in a carry-on or gym bag. It has a rubbery taste at first and the inside is hard to clean.',
    asin: 'B0P77GU843',
    quality: q(5, 9.5, 7, 7, 6),
    reviewCount: 4,
  },
  {
    name: 'Northmark Field Protein Bar, 12-Count',
    category: 'nutrition',
    price: 27.99,
    description:
      'Twelve 60 g bars with 20 g of protein and 5 g of fiber each, in peanut butter and chocolate chip. The chewy texture holds up in heat without melting badly. Some find them dry without water nearby.',
    asin: 'B0DDS5HTMP',
    quality: q(6, 9.5, 7, 8.5, 7),
    reviewCount: 5,
  },
  {
    name: 'Tallgrass Creatine Monohydrate, 500 g',
    category: 'nutrition',
    price: 29.99,
    description:
      'Unflavored micronized creatine monohydrate, 100 servings of 5 g. Dissolves into water, coffee or a protein shake without grit. Single ingredient and tested for banned substances. One tub lasts more than three months.',
    asin: 'B0W1KDN783',
    quality: q(8, 8, 9.5, 8.5, 8.5),
    reviewCount: 7,
  },
  {
    name: 'Cinder Trail Folding Solid-Fuel Stove',
    category: 'nutrition',
    price: 12.5,
    description:
      'Folding galvanized steel stove that burns solid fuel tablets. Opens to two pot-support angles and closes to store a few tablets inside; 3.2 oz. Heats a canteen cup in about eight minutes, and the fuel leaves residue and a smell.',
    asin: 'B00SCBCJPF',
    quality: q(8, 9, 9, 6, 7),
    reviewCount: 5,
  },
  {
    name: 'Drillhall Endurance Energy Gel, 24-Pack',
    category: 'nutrition',
    price: 32.0,
    description:
      'Twenty-four 32 g energy gels with 100 kcal and 20 mg of caffeine each, in citrus and berry. Tear-top sachets for long runs and ruck events. Thick texture and strong sweetness; you will want water to wash them down.',
    asin: 'B00X72A0D7',
    quality: q(5, 9, 6, 6.5, 6),
    reviewCount: 3,
  },
  {
    name: 'Longshore 24 oz Budget Vacuum Bottle',
    category: 'nutrition',
    price: 11.99,
    description:
      'Stainless vacuum bottle with a push-button lid, inexpensive and light at 11 oz. Keeps drinks hot for around six hours, but the lid gasket seeps when the bottle lies on its side and the paint chips quickly.',
    asin: 'B0Z39SHWWA',
    quality: q(4.5, 7, 6.5, 6, 5),
    reviewCount: 3,
  },

  // Daily Essentials
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
