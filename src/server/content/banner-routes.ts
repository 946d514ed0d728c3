import Type from 'typebox';
import { Banner } from '../../contract/content';
import { replies } from '../../contract/envelope';
import type { TypedApp } from '../http/typed-app';
import { CACHED } from '../http/cached-answers';
import { success } from '../http/envelope';
import { imageUrl } from './content-format';

/**
 * product §7 `GET /back/banner/slider`: the home slider's banners in their order (product §3 "Banner: banner_image_id,
 * image, link"). Image paths keep their spaces; the storefront encodes them as %20.
 */
export async function bannerRoutes(app: TypedApp): Promise<void> {
  const slider = {
    operationId: 'homeBanners',
    summary: 'Баннеры слайдера главной страницы по порядку',
    tags: ['Контент'],
    response: replies(Type.Array(Banner)),
  };
  app.get('/back/banner/slider', { schema: slider, config: CACHED }, async () => {
    const rows = await app.db
      .selectFrom('banner')
      .select(['banner_id', 'title', 'image', 'link'])
      .where('status', '=', true)
      .orderBy('sort_order', 'asc')
      .orderBy('banner_id', 'asc')
      .execute();
    return success(
      rows.map((row) => ({
        banner_image_id: row.banner_id,
        title: row.title,
        image: imageUrl(row.image),
        link: row.link,
      })),
    );
  });
}
