import { describe, expect, it } from 'vitest';
import {
  choiceFromSearch,
  clearStoredChoice,
  initialConfig,
  readStoredChoice,
  searchFromChoice,
  storeChoice,
} from '../../src/web/catalogue/catalogue-config';
import { pageWindow } from '../../src/web/catalogue/page-window';
import { autoplayAddress, videoEmbedUrl, videoPlayer } from '../../src/domain/video-embed';

describe('video links as players (product §2 "YouTube or VK links embedded")', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=30s', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=abc-_1', 'https://www.youtube-nocookie.com/embed/abc-_1'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vk.com/video-100000001_456239001', 'https://vk.com/video_ext.php?oid=-100000001&id=456239001&hd=2'],
    ['https://vkvideo.ru/video-22822305_456242110', 'https://vk.com/video_ext.php?oid=-22822305&id=456242110&hd=2'],
  ])('%s → %s', (href, embed) => {
    expect(videoEmbedUrl(href)).toBe(embed);
  });

  it.each([
    'https://example.com/video.mp4',
    'javascript:alert(1)',
    'not a url',
    'https://www.youtube.com/watch',
    'https://vk.com/club1',
  ])('does not embed %s', (href) => {
    expect(videoEmbedUrl(href)).toBeNull();
  });

  it("shows YouTube's own still before the player loads; VK has none", () => {
    expect(videoPlayer('https://youtu.be/dQw4w9WgXcQ')).toEqual({
      provider: 'youtube',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      poster: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    });
    expect(videoPlayer('https://vk.com/video-100000001_456239001')).toMatchObject({ provider: 'vk', poster: null });
  });

  it('plays at once when the shopper pressed play (autoplay=1, the address otherwise unchanged)', () => {
    expect(autoplayAddress('https://www.youtube-nocookie.com/embed/abc')).toBe(
      'https://www.youtube-nocookie.com/embed/abc?autoplay=1',
    );
    expect(autoplayAddress('https://vk.com/video_ext.php?oid=-1&id=2&hd=2')).toBe(
      'https://vk.com/video_ext.php?oid=-1&id=2&hd=2&autoplay=1',
    );
  });
});

describe('the pagination window (product §2 "pagination window offset 2")', () => {
  const show = (current: number, total: number) =>
    pageWindow(current, total).map((cell) => (cell.type === 'page' ? cell.page : '…'));

  it('shows every page when there are few', () => {
    expect(show(1, 1)).toEqual([]);
    expect(show(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first and last page and 2 either side of the current one, with gaps', () => {
    expect(show(1, 20)).toEqual([1, 2, 3, '…', 20]);
    expect(show(10, 20)).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
    expect(show(20, 20)).toEqual([1, '…', 18, 19, 20]);
    // A gap of a single page shows that page instead.
    expect(show(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, '…', 20]);
  });
});

describe('where a catalogue page keeps its choice', () => {
  const base = { namePage: 'kremi', category_id: 3 };

  it('reads and writes the address as ?filters=1,4&page=2', () => {
    expect(choiceFromSearch('?filters=4,1,1,x&page=2')).toEqual({ filters: [1, 4], current_page: 2 });
    expect(choiceFromSearch('?page=0')).toEqual({ filters: [], current_page: 1 });
    expect(choiceFromSearch('?utm=1')).toBeNull();
    expect(searchFromChoice({ filters: [1, 4], current_page: 2 })).toBe('?filters=1,4&page=2');
    expect(searchFromChoice({ filters: [], current_page: 3 })).toBe('?page=3');
    expect(searchFromChoice({ filters: [], current_page: 1 })).toBe('');
  });

  it('keeps one choice per path in sessionStorage, and clears it', () => {
    storeChoice('/kremi', { ...base, filters: [4], current_page: 2, categories: [3] });
    expect(readStoredChoice('/kremi')).toEqual({ filters: [4], current_page: 2 });
    expect(readStoredChoice('/aktsii')).toBeNull();
    clearStoredChoice('/kremi');
    expect(readStoredChoice('/kremi')).toBeNull();
    sessionStorage.setItem('catalogue:/kremi', '{broken');
    expect(readStoredChoice('/kremi')).toBeNull();
  });

  it('starts from the address, else the stored choice, else page 1 unfiltered', () => {
    storeChoice('/kremi', { ...base, filters: [1], current_page: 3, categories: [] });
    expect(initialConfig(base, '/kremi', '?filters=4')).toEqual({
      ...base,
      filters: [4],
      current_page: 1,
      categories: [],
    });
    expect(initialConfig(base, '/kremi', '')).toEqual({ ...base, filters: [1], current_page: 3, categories: [] });
    expect(initialConfig(base, '/aktsii', '')).toEqual({ ...base, filters: [], current_page: 1, categories: [] });
  });
});
