import { q, type SeedProduct } from './product-types';

/** Nutrition & Sustainment. */
export const NUTRITION_PRODUCTS: SeedProduct[] = [
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
];
