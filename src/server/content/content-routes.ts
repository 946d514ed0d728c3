import type { FastifyInstance } from 'fastify';
import { bannerRoutes } from './banner-routes';
import { blogRoutes } from './blog-routes';
import { faqRoutes } from './faq-routes';
import { informationRoutes } from './information-routes';
import { newsRoutes } from './news-routes';
import { reviewRoutes } from './review-routes';
import { seminarRoutes } from './seminar-routes';

/** Every content call of product §7 (information, news, blog, FAQ, seminars, banners, home reviews; the product search is the catalogue's). */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(informationRoutes);
  await app.register(newsRoutes);
  await app.register(blogRoutes);
  await app.register(faqRoutes);
  await app.register(seminarRoutes);
  await app.register(bannerRoutes);
  await app.register(reviewRoutes);
}
