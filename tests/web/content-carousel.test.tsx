import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { IDLE_WAKE_TIMEOUT_MS } from '../../src/web/content/carousel';
import { BannerCarousel } from '../../src/web/content/home/banner-carousel';
import { ReviewCarousel } from '../../src/web/content/home/review-carousel';
import { BANNERS, REVIEWS } from './helpers/content-backend';
import { ok } from './helpers/fake-backend';
import { renderComponent } from './helpers/render-component';

// The home carousels paint and hydrate without Swiper (issue 14): their slides are drawn as Swiper expects them, and
// Swiper's module (src/web/content/swiper-start.ts, here a double) is loaded when the carousel wakes: the banners
// when the browser is idle after the page's load, a lower carousel when it comes near the window, any of them when
// touched. A press of a button before Swiper runs is made once it does.

/** Swiper as the carousel meets it: where it stands, and its moves. */
function fakeSwiper(edges: { isLocked: boolean; isBeginning: boolean; isEnd: boolean }) {
  return { ...edges, slideNext: vi.fn(), slidePrev: vi.fn(), destroy: vi.fn() };
}

const swiperModule = vi.hoisted(() => ({ startSwiper: (..._args: unknown[]): unknown => undefined }));

// Imported once for the file: it hands each call to the test's own double.
vi.mock('../../src/web/content/swiper-start', () => ({
  startSwiper: (...args: unknown[]) => swiperModule.startSwiper(...args),
}));

type StartSwiper = (element: HTMLElement, options: unknown, follow: (s: SwiperInstance) => void) => unknown;
let startSwiper: Mock<StartSwiper>;
let swiper: ReturnType<typeof fakeSwiper>;

/** The observers the page set up, to bring an element near the window. */
const observers: { element: Element; margin: string | undefined; callback: IntersectionObserverCallback }[] = [];

class FakeIntersectionObserver {
  constructor(
    private callback: IntersectionObserverCallback,
    private options?: IntersectionObserverInit,
  ) {}
  observe(element: Element) {
    observers.push({ element, margin: this.options?.rootMargin, callback: this.callback });
  }
  disconnect() {}
  unobserve() {}
}

function comeNear(element: Element) {
  for (const observer of observers.filter((o) => o.element === element))
    observer.callback(
      [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
}

beforeEach(() => {
  observers.length = 0;
  swiper = fakeSwiper({ isLocked: false, isBeginning: true, isEnd: false });
  startSwiper = vi.fn<StartSwiper>((_element, _options, follow) => {
    follow(swiper as unknown as SwiperInstance);
    return swiper;
  });
  swiperModule.startSwiper = startSwiper as (...args: unknown[]) => unknown;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  // The page leaves before the browser's own functions come back (it cancels what it asked of them).
  cleanup();
  vi.unstubAllGlobals();
});

/** Three reviews: more than one slide per view of a phone (and as many as a wide screen's three). */
const THREE_REVIEWS = [...REVIEWS, { ...REVIEWS[0], review_id: 3, text: 'Беру второй раз' }];

async function reviews() {
  const view = await renderComponent(<ReviewCarousel />, { 'POST /back/review/get_three': ok(THREE_REVIEWS) });
  await screen.findByText('Отличный крем');
  const section = screen.getByRole('heading', { name: 'Отзывы покупателей' }).closest('section')!;
  return { ...view, section, frame: section.querySelector<HTMLElement>('.swiper')! };
}

describe('a carousel further down the home page', () => {
  it("is drawn as Swiper's slides, with its buttons, and loads no Swiper until it comes near the window", async () => {
    const { section, frame } = await reviews();
    // swiper/react's markup: .swiper > .swiper-wrapper > .swiper-slide, each review in its slide, in order.
    expect(frame.className).toBe('swiper');
    const slides = frame.querySelectorAll(':scope > .swiper-wrapper > .swiper-slide');
    expect([...slides].map((slide) => slide.className)).toEqual(['swiper-slide', 'swiper-slide', 'swiper-slide']);
    expect(within(slides[1] as HTMLElement).getByText('Хорошо увлажняет')).toBeInTheDocument();
    // At the first slide: back is off, on is there to press.
    expect(within(section).getByRole('button', { name: 'Отзывы: назад' })).toBeDisabled();
    expect(within(section).getByRole('button', { name: 'Отзывы: вперёд' })).toBeEnabled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(startSwiper).not.toHaveBeenCalled();

    // Near the window (300 px ahead): Swiper starts on those very slides.
    expect(observers.find((o) => o.element === frame)?.margin).toBe('300px');
    act(() => comeNear(frame));
    await waitFor(() => expect(startSwiper).toHaveBeenCalledTimes(1));
    expect(startSwiper.mock.calls[0][0]).toBe(frame);
    expect(startSwiper.mock.calls[0][1]).toMatchObject({ slidesPerView: 1, keyboard: { enabled: true } });
  });

  it('a press of «вперёд» before Swiper has loaded loads it, and the carousel moves once it runs', async () => {
    const { section, user } = await reviews();
    expect(startSwiper).not.toHaveBeenCalled();
    await user.click(within(section).getByRole('button', { name: 'Отзывы: вперёд' }));
    // Swiper loaded and started on the slides, then the press made: one slide on.
    await waitFor(() => expect(swiper.slideNext).toHaveBeenCalledTimes(1));
    expect(startSwiper).toHaveBeenCalledTimes(1);
    expect(startSwiper.mock.invocationCallOrder[0]).toBeLessThan(swiper.slideNext.mock.invocationCallOrder[0]);
    // Once it runs, a press moves at once.
    await user.click(within(section).getByRole('button', { name: 'Отзывы: вперёд' }));
    expect(swiper.slideNext).toHaveBeenCalledTimes(2);
    expect(swiper.slidePrev).not.toHaveBeenCalled();
    expect(startSwiper).toHaveBeenCalledTimes(1);
  });

  it("shows Swiper's ends on its buttons, and no buttons when all slides fit", async () => {
    const { section, frame } = await reviews();
    act(() => comeNear(frame));
    await waitFor(() => expect(startSwiper).toHaveBeenCalled());
    const follow = startSwiper.mock.calls[0][2] as (s: unknown) => void;
    act(() => follow({ isLocked: false, isBeginning: false, isEnd: true }));
    expect(within(section).getByRole('button', { name: 'Отзывы: назад' })).toBeEnabled();
    expect(within(section).getByRole('button', { name: 'Отзывы: вперёд' })).toBeDisabled();
    act(() => follow({ isLocked: true, isBeginning: true, isEnd: true }));
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('starts Swiper at once when the shopper points at it', async () => {
    const { frame, user } = await reviews();
    await user.hover(frame.querySelector('.swiper-slide')!);
    await waitFor(() => expect(startSwiper).toHaveBeenCalledTimes(1));
  });
});

describe('the home banners', () => {
  it('start Swiper, fading every 3000 ms, when the browser is idle after the page has loaded', async () => {
    const idle: { task: () => void; timeout: number | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void, options?: IdleRequestOptions) => {
      idle.push({ task, timeout: options?.timeout });
      return idle.length;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    await renderComponent(<BannerCarousel />, { 'GET /back/banner/slider': ok(BANNERS) });
    const banners = await screen.findByRole('region', { name: 'Баннеры' });
    await within(banners).findAllByRole('link', { name: BANNERS[0].title });
    const frame = banners.querySelector<HTMLElement>('.swiper')!;
    expect(frame.querySelectorAll(':scope > .swiper-wrapper > .swiper-slide')).toHaveLength(BANNERS.length);
    // No indicators and no arrows; Swiper not loaded yet.
    expect(within(banners).queryByRole('button')).toBeNull();
    expect(startSwiper).not.toHaveBeenCalled();

    const wake = idle.find((entry) => entry.timeout === IDLE_WAKE_TIMEOUT_MS);
    expect(wake).toBeDefined();
    act(() => wake!.task());
    await waitFor(() => expect(startSwiper).toHaveBeenCalledTimes(1));
    expect(startSwiper.mock.calls[0][0]).toBe(frame);
    expect(startSwiper.mock.calls[0][1]).toMatchObject({
      effect: 'fade',
      autoplay: { delay: 3000, pauseOnMouseEnter: true },
      loop: true,
    });
  });
});
