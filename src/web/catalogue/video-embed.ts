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
