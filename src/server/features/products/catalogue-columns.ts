import { eq, getTableColumns, type Column } from 'drizzle-orm';
import { products } from './schema';

/**
 * The product columns other features select, filter and order by, and the join that brings
 * them into a query of their own rows: the table itself stays products'.
 */
export const catalogueColumns = getTableColumns(products);

/** `query.innerJoin(...joinProduct(row.productId))`: each row with its product. */
export const joinProduct = (productId: Column) => [products, eq(products.id, productId)] as const;
