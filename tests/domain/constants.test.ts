import * as c from '../../src/domain/constants';

// The constants are the numbers of product §9; this table is the docs/product.md read once more, so a changed number is a decision.
describe('product §9 constants', () => {
  it.each<[string, unknown, unknown]>([
    ['discount percent', c.PROFESSIONAL_DISCOUNT_PERCENT, 30],
    ['certificate id', c.CERTIFICATE_PRODUCT_ID, 187],
    ['certificate name', c.CERTIFICATE_NAME, 'Подарочный сертификат'],
    ['certificate minimum (exclusive)', c.CERTIFICATE_MIN_AMOUNT_EXCLUSIVE, 100],
    ['gift line price', c.GIFT_LINE_PRICE_RUB, 1],
    ['quantity per add', c.QUANTITY_PER_ADD, 1],
    ['currency', c.CURRENCY, 'RUB'],
    ['customer groups', c.CUSTOMER_GROUP, { GUEST: 0, CUSTOMER: 1, PROFESSIONAL: 2 }],
    ['zone ids', c.ZONE_ID, { MOSCOW: 176, SPB: 106, OTHER: 169 }],
    ['default country', c.DEFAULT_COUNTRY_ID, 176],
    ['area types', c.AREA_TYPE, { MOSCOW: 'msk.inside-mkad', SPB: 'spb.inside-kad', OTHER: 'another' }],
    [
      'shipping codes',
      c.SHIPPING_CODE,
      { PICKUP_POINT: 'cdek.cdek', COURIER: 'flat.flat', SELF_PICKUP: 'pickup.pickup' },
    ],
    ['carousel', c.TIMING_MS.CAROUSEL_INTERVAL, 3000],
    ['mount callback', c.TIMING_MS.MOUNT_CALLBACK_DELAY, 500],
    ['loader fade', [c.TIMING_MS.LOADER_FADE, c.TIMING_MS.LOADER_FADE_DELAY], [400, 100]],
    ['toast', c.TIMING_MS.TOAST, 3000],
    ['search debounce', [c.TIMING_MS.SEARCH_DEBOUNCE, c.TIMING_MS.ORDER_SEARCH_DEBOUNCE], [100, 500]],
    ['recovery resend', [c.TIMING_MS.RECOVERY_RESEND, c.RECOVERY_RESEND_SECONDS], [60_000, 60]],
    ['http timeout', c.TIMING_MS.HTTP_TIMEOUT, 5000],
    ['query stale time', c.TIMING_MS.QUERY_STALE_TIME, 60_000],
    ['persisted state timeout', c.TIMING_MS.PERSISTED_STATE_LOAD_TIMEOUT, 5000],
    ['delivery widget', [c.TIMING_MS.DELIVERY_WIDGET_TIMEOUT, c.TIMING_MS.DELIVERY_WIDGET_DELAY], [50_000, 300]],
    ['text limits', c.TEXT_LIMIT, { NEWS_DESCRIPTION: 125, QUICK_VIEW_DESCRIPTION: 350, BLOG_EXCERPT: 50 }],
    ['news placeholders', c.PAGE_SIZE.NEWS_PLACEHOLDERS, 10],
    ['recommended', c.PAGE_SIZE.RECOMMENDED, 3],
    ['reviews', [c.PAGE_SIZE.REVIEWS, c.PAGE_SIZE.REVIEWS_WINDOW_OFFSET], [5, 2]],
    ['questions', c.PAGE_SIZE.QUESTIONS, { FIRST: 5, MORE: 5 }],
    ['product blogs', c.PAGE_SIZE.PRODUCT_BLOGS, { FIRST: 4, MORE: 4 }],
    ['blog', c.PAGE_SIZE.BLOG, { FIRST: 6, MORE: 5 }],
    ['news', c.PAGE_SIZE.NEWS, { FIRST: 7, MORE: 7 }],
    ['more news', c.PAGE_SIZE.MORE_NEWS, { FIRST: 4, MORE: 4 }],
    ['viewed history', c.PAGE_SIZE.VIEWED_HISTORY, 5],
    ['search results', c.PAGE_SIZE.SEARCH_RESULTS, 5],
    ['search min chars', c.SEARCH_MIN_CHARS, 2],
    ['passwords', c.PASSWORD_LIMIT, { SETTINGS_MIN: 5, RESET_MIN: 4, RESET_MAX: 20 }],
    ['burger breakpoint', c.BREAKPOINT_PX.BURGER_MENU, 975],
    ['card breakpoints', [c.BREAKPOINT_PX.CARD_NARROW, c.BREAKPOINT_PX.CARD_NARROWEST], [550, 400]],
    [
      'carousel breakpoints',
      [c.BREAKPOINT_PX.CAROUSEL_ONE_SLIDE, c.BREAKPOINT_PX.CAROUSEL_WIDE, c.BREAKPOINT_PX.CAROUSEL_WIDEST],
      [1240, 1800, 2200],
    ],
    ['copyright year', c.COPYRIGHT_YEAR, 2019],
    [
      'storage keys',
      c.STORAGE_KEY,
      {
        USER_INFO: 'userInfo',
        SEARCH_QUERY: 'searchQuery',
        COOKIE_WARNING: 'cookie-warning',
        HAS_RESET: 'hasReset',
        PRODUCTS_HISTORY: 'productsHistory',
      },
    ],
    [
      'persisted keys',
      c.PERSISTED_KEY,
      { AUTH_USER: 'authUser', CART_ACTIONS: 'cartActions', FAVORITE: 'favorite', PRODUCT_HISTORY: 'productHistory' },
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
