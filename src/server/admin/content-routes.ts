import { STAFF_SESSION } from '../../contract/admin';
import { HtmlPreview, HtmlPreviewBody } from '../../contract/admin-content';
import { replies } from '../../contract/envelope';
import { success } from '../http/envelope';
import { servedHtml } from '../http/served-html';
import type { TypedApp } from '../http/typed-app';

const TAG = 'Панель управления' as const;
export const CONTENT = { staff: { area: 'content' } } as const;

/**
 * 'Контент' (issue 16, owner and editors). The rich-text editor's 'Предпросмотр' asks the server for the text as the
 * storefront will serve it: the same function the public calls use (http/served-html.ts), so the preview can never
 * show what the shop would not (decision 0010).
 */
export function contentRoutes(app: TypedApp): void {
  app.post('/content/preview', {
    config: CONTENT,
    schema: {
      operationId: 'adminContentPreview',
      summary: 'Предпросмотр текста из редактора: HTML после единой политики, как его покажет магазин',
      tags: [TAG],
      security: STAFF_SESSION,
      body: HtmlPreviewBody,
      response: replies(HtmlPreview),
    },
    handler: async (request) => success({ html: servedHtml(request.body.kind ?? 'article', request.body.html) }),
  });
}
