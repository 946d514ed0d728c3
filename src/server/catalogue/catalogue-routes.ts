import type { FastifyInstance } from 'fastify';
import { categoryRoutes } from './category-routes';
import { productListRoutes } from './product-list-routes';
import { productRoutes } from './product-routes';
import { productSearchRoutes } from './product-search-routes';
import { reviewRoutes } from './review-routes';

/** Every catalogue call of product §7 (categories, filters, product lists, the product, its reviews, the product search). */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  await app.register(categoryRoutes);
  await app.register(productListRoutes);
  await app.register(productRoutes);
  await app.register(reviewRoutes);
  await app.register(productSearchRoutes);
}
