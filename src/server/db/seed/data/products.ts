// The demo catalogue, one file per category.
import { DEPLOYMENT_PRODUCTS } from './products-deployment';
import { TRAINING_PRODUCTS } from './products-training';
import { BARRACKS_PRODUCTS } from './products-barracks';
import { TECH_PRODUCTS } from './products-tech';
import { NUTRITION_PRODUCTS } from './products-nutrition';
import { DAILY_PRODUCTS } from './products-daily';
import type { SeedProduct } from './product-types';

export type { SeedCategory, SeedProduct, SeedQuality } from './product-types';

export const SEED_PRODUCTS: SeedProduct[] = [
  ...DEPLOYMENT_PRODUCTS,
  ...TRAINING_PRODUCTS,
  ...BARRACKS_PRODUCTS,
  ...TECH_PRODUCTS,
  ...NUTRITION_PRODUCTS,
  ...DAILY_PRODUCTS,
];
