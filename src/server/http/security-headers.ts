import type { FastifyInstance } from 'fastify';

/**
 * Content-Security-Policy of the storefront. Besides our own origin it allows what the integrations load:
 * video players (YouTube, VK) in frames, the Telegram login widget, VK ID, Yandex Maps for the CDEK pickup-point map,
 * and the Modulbank payment form. Styles allow 'unsafe-inline' because Chakra (Emotion) injects style tags.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://telegram.org https://api-maps.yandex.ru https://yastatic.net",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://id.vk.com https://*.yandex.ru https://*.yandex.net",
  'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://vk.com https://vkvideo.ru ' +
    'https://oauth.telegram.org https://id.vk.com https://*.yandex.ru',
  "form-action 'self' https://pay.modulbank.ru",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** Uploaded and generated images: nothing inside an SVG may run or load. */
export const IMAGE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; sandbox";

/** In development Parcel's live reload talks over a websocket to its own port. */
const DEVELOPMENT_POLICY = CONTENT_SECURITY_POLICY.replace(
  "connect-src 'self'",
  "connect-src 'self' ws://localhost:* ws://127.0.0.1:*",
);

export function registerSecurityHeaders(app: FastifyInstance, { development = false } = {}): void {
  const policy = development ? DEVELOPMENT_POLICY : CONTENT_SECURITY_POLICY;
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
      'content-security-policy': policy,
    });
  });
}
