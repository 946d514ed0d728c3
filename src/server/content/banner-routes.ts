import { sql } from 'kysely';
import Type from 'typebox';
import { Banner } from '../../contract/content';
import { replies } from '../../contract/envelope';
import type { TypedApp } from '../http/typed-app';
import { CACHED } from '../http/cached-answers';
import { success } from '../http/envelope';
import { imageUrl } from './content-format';

/** Shown today: switched on and within its dates (Moscow's calendar; the last day counts). */
export const BANNER_SHOWN_NOW = sql<boolean>`status and (date_from is null or date_from <= current_date) and (date_to is null or date_to >= current_date)`;

/**
 * product §7 `GET /back/banner/slider`: the home slider's banners in their order (product §3 "Banner: banner_image_id,
 * image, link"): only those shown and within their dates today (migration 034; the back office's 'Баннеры' sets
 * them). A date passing is no catalogue change: the cached answer follows within ANSWER_MAX_AGE_MS. Image paths keep
 * their spaces; the storefront encodes them as %20.
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
      .where(BANNER_SHOWN_NOW)
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
