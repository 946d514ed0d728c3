/**
 * A product video link as a player address (product §2 "up to 2 videos (YouTube or VK links embedded)"): YouTube
 * (youtube.com/watch?v=ID, youtu.be/ID, youtube.com/embed/ID, shorts) plays from youtube-nocookie.com; VK
 * (vk.com/video-OWNER_ID, also vkvideo.ru) through VK's video_ext player. Anything else is not embedded (null).
 */
export function videoEmbedUrl(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const id = (value: string | null | undefined) => (value && /^[\w-]{1,64}$/.test(value) ? value : null);

  let youtube: string | null = null;
  if (host === 'youtu.be') youtube = id(url.pathname.split('/')[1]);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    youtube =
      first === 'watch' ? id(url.searchParams.get('v')) : first === 'embed' || first === 'shorts' ? id(second) : null;
  }
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube}`;

  if (host === 'vk.com' || host === 'vkvideo.ru' || host === 'vk.ru') {
    const match = /^\/video(-?\d+)_(\d+)$/.exec(url.pathname);
    if (match) return `https://vk.com/video_ext.php?oid=${match[1]}&id=${match[2]}&hd=2`;
  }
  return null;
}

/**
 * The players a text's video frame may show (the shop's HTML policy keeps a frame of these hosts only, and the
 * storefront's Content-Security-Policy frames them): what `videoEmbedUrl` gives, and YouTube's own player.
 */
export const PLAYER_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'vk.com', 'vkvideo.ru'] as const;

/** Whether a frame's address is one of those players, over https. */
export function isPlayerAddress(src: string): boolean {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && (PLAYER_HOSTS as readonly string[]).includes(url.hostname);
  } catch {
    return false;
  }
}
