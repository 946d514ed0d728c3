import { seriousViolations } from './axe-check';
import { PHONE } from './browser';
import { expect, freshPage, test } from './fixtures';

// A product's videos (product §2: up to 2, YouTube or VK) on a fast first paint (issue 14): the page comes with a
// facade per video, and a player's frame, with its third-party scripts, loads only when the shopper presses play.
// This machine is offline: the test checks what is requested and framed, not what the players show.

/** The players' own hosts: a request to one of them is a player loading. */
const PLAYER_HOSTS = /^https:\/\/(www\.youtube\.com|www\.youtube-nocookie\.com|vk\.com|vkvideo\.ru)\//;

test("a product's videos load no player with the page, and the one the shopper presses plays in place", async ({
  browser,
  shop,
}) => {
  // A phone, where the videos are well below the first screen.
  const page = await freshPage(browser, PHONE);
  const players: string[] = [];
  const stills: string[] = [];
  page.on('request', (request) => {
    if (PLAYER_HOSTS.test(request.url())) players.push(request.url());
    if (request.url().startsWith('https://i.ytimg.com/')) stills.push(request.url());
  });
  await page.goto(`${shop}/piling-mindalnyj-30`);
  // The page is live: nothing of YouTube's or VK's asked for, not even the still.
  await expect(page.getByRole('heading', { level: 1, name: 'Пилинг миндальный 30%' })).toBeVisible();
  expect(stills).toEqual([]);

  // Scrolled to, the videos are two boxes with a play button: YouTube's still is asked for, no player.
  const videos = page.getByRole('region', { name: 'Видео' });
  const still = page.waitForRequest('https://i.ytimg.com/vi/demo-peel-01/hqdefault.jpg');
  await videos.scrollIntoViewIfNeeded();
  await still;
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(players).toEqual([]);
  const youtube = videos.getByRole('button', { name: 'Смотреть видео 1 из 2, YouTube' });
  const vk = videos.getByRole('button', { name: 'Смотреть видео 2 из 2, VK Видео' });
  expect(await seriousViolations(page)).toEqual([]);
  const size = async (element: typeof youtube) => {
    const box = (await element.boundingBox())!;
    return { width: box.width, height: box.height };
  };
  const facade = await size(youtube);
  const section = await size(videos);
  expect(facade.width / facade.height).toBeCloseTo(16 / 9, 1);

  // The keyboard alone: Space on the focused button loads the player, autoplaying, in the same box, focused.
  await youtube.focus();
  await page.keyboard.press('Space');
  const player = videos.getByTitle('Пилинг миндальный 30%: видео 1');
  await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/demo-peel-01?autoplay=1');
  await expect(player).toBeFocused();
  // Nothing moves: the player has the facade's size, the videos' section its height.
  expect(await size(player)).toEqual(facade);
  expect(await size(videos)).toEqual(section);
  await expect.poll(() => players).toEqual(['https://www.youtube-nocookie.com/embed/demo-peel-01?autoplay=1']);

  // VK's player loads only once its own button is pressed.
  await vk.click();
  await expect(videos.getByTitle('Пилинг миндальный 30%: видео 2')).toHaveAttribute(
    'src',
    'https://vk.com/video_ext.php?oid=-100000001&id=456239001&hd=2&autoplay=1',
  );
  await expect
    .poll(() => players)
    .toContain('https://vk.com/video_ext.php?oid=-100000001&id=456239001&hd=2&autoplay=1');
  await page.context().close();
});
