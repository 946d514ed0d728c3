/**
 * The back office's products ('Товары', issue 16), as the server's contract and the back office's statechart both
 * read them: the columns the list sorts by, the bulk changes, and the largest stock a member may set.
 */
export const PRODUCT_SORTS = ['name', 'sku', 'price', 'quantity', 'date'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_BULK_ACTIONS = ['enable', 'disable', 'move', 'stock'] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];

/** The most products one bulk change takes: a page of the list at its largest. */
export const PRODUCT_BULK_MAX = 100;

/** The largest stock a member may set. */
export const PRODUCT_STOCK_MAX = 1_000_000;
