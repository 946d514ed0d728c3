/** A product video's player (product §2): whose it is, its address, and a still to show before it plays. */
export interface VideoPlayer {
  provider: 'youtube' | 'vk';
  /** The player's address, as a frame shows it. */
  src: string;
  /** YouTube's own still of the video (i.ytimg.com); VK gives none without asking its API. */
  poster: string | null;
}

/**
 * A product video link as a player (product §2 "up to 2 videos (YouTube or VK links embedded)"): YouTube
 * (youtube.com/watch?v=ID, youtu.be/ID, youtube.com/embed/ID, shorts) plays from youtube-nocookie.com; VK
 * (vk.com/video-OWNER_ID, also vkvideo.ru) through VK's video_ext player. Anything else is not embedded (null).
 */
export function videoPlayer(href: string): VideoPlayer | null {
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
  if (youtube) {
    const src = `https://www.youtube-nocookie.com/embed/${youtube}`;
    return { provider: 'youtube', src, poster: `https://i.ytimg.com/vi/${youtube}/hqdefault.jpg` };
  }

  if (host === 'vk.com' || host === 'vkvideo.ru' || host === 'vk.ru') {
    const match = /^\/video(-?\d+)_(\d+)$/.exec(url.pathname);
    if (match)
      return { provider: 'vk', src: `https://vk.com/video_ext.php?oid=${match[1]}&id=${match[2]}&hd=2`, poster: null };
  }
  return null;
}

/** A product video link as its player's address, or null when it is not a YouTube or VK video. */
export function videoEmbedUrl(href: string): string | null {
  return videoPlayer(href)?.src ?? null;
}

/** The player's address that starts playing at once (both YouTube and VK read `autoplay=1`), for a shopper's click. */
export function autoplayAddress(src: string): string {
  const url = new URL(src);
  url.searchParams.set('autoplay', '1');
  return url.toString();
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
