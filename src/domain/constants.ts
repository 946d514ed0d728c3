/**
 * product §9 business constants and limits (plus the §3 ids and storage keys they go with), named once so the
 * machines, the storefront and the server read the same numbers. Grouped in `as const` objects so a call site says
 * what a number is for: `TIMING_MS.TOAST`, `PAGE_SIZE.BLOG.MORE`, `STORAGE_KEY.USER_INFO`.
 */

// --- Money and pricing (§1, §5, §9) ---------------------------------------------------------------------------------

export const PROFESSIONAL_DISCOUNT_PERCENT = 30;
export const CERTIFICATE_PRODUCT_ID = 187;
export const CERTIFICATE_NAME = 'Подарочный сертификат';
/** A certificate amount must be strictly greater than this (the add button is disabled at 100 or less). */
export const CERTIFICATE_MIN_AMOUNT_EXCLUSIVE = 100;
export const GIFT_LINE_PRICE_RUB = 1;
export const QUANTITY_PER_ADD = 1;
export const CURRENCY = 'RUB';
export const CURRENCY_SIGN = '₽';

// --- Customers, zones, delivery, payment (§3, §6) ------------------------------------------------------------------

/** Logged-out visitors count as GUEST. */
export const CUSTOMER_GROUP = { GUEST: 0, CUSTOMER: 1, PROFESSIONAL: 2 } as const;
/** Registration `customer_type`: 2 = cosmetologist, doctor, medical centre or salon (uploads a diploma/client card). */
export const CUSTOMER_TYPE = { PRIVATE: 1, PROFESSIONAL: 2 } as const;
/** Shipping zone ids: Moscow inside the ring road, St Petersburg inside the ring road, other city. */
export const ZONE_ID = { MOSCOW: 176, SPB: 106, OTHER: 169 } as const;
export const DEFAULT_COUNTRY_ID = 176;
export const AREA_TYPE = { MOSCOW: 'msk.inside-mkad', SPB: 'spb.inside-kad', OTHER: 'another' } as const;
export const SHIPPING_CODE = {
  PICKUP_POINT: 'cdek.cdek',
  COURIER: 'flat.flat',
  SELF_PICKUP: 'pickup.pickup',
} as const;
/** The bank-card provider; the only method a certificate cart may use. */
export const PAYMENT_CODE = { BANK_CARD: 'modulbank' } as const;
/** The delivery widget's parcel (§9): 10×10×10, weight 10, priced in RUB. */
export const DELIVERY_WIDGET_PARCEL = { length: 10, width: 10, height: 10, weight: 10 } as const;

// --- Settings and seminars (§3) -------------------------------------------------------------------------------------

/** Setting ids of `/back/setting/get/{key}`; maintenance is on when setting 4 has value 1. */
export const SETTING_ID = { HOME_TEXT: 1, FOOTER_TEXT: 2, COOKIE_TEXT: 3, MAINTENANCE: 4 } as const;
export const MAINTENANCE_ON_VALUE = 1;
/** Seminar `type` 1 is a webinar ('Вебинар'). */
export const SEMINAR_TYPE = { WEBINAR: 1 } as const;

// --- Timings (§2, §4, §5, §9), all in milliseconds -------------------------------------------------------------------

export const TIMING_MS = {
  CAROUSEL_INTERVAL: 3000,
  MOUNT_CALLBACK_DELAY: 500,
  LOADER_FADE: 400,
  LOADER_FADE_DELAY: 100,
  TOAST: 3000,
  SEARCH_DEBOUNCE: 100,
  ORDER_SEARCH_DEBOUNCE: 500,
  RECOVERY_RESEND: 60_000,
  HTTP_TIMEOUT: 5000,
  QUERY_STALE_TIME: 60_000,
  PERSISTED_STATE_LOAD_TIMEOUT: 5000,
  DELIVERY_WIDGET_TIMEOUT: 50_000,
  DELIVERY_WIDGET_DELAY: 300,
} as const;
/** The recovery countdown counts whole seconds ('Повторная отправка возможна через: N с.'). */
export const RECOVERY_RESEND_SECONDS = TIMING_MS.RECOVERY_RESEND / 1000;
/** Toast ids: one error toast and one success toast at a time (light theme). */
export const TOAST_ID = { ERROR: 'error', SUCCESS: 'success' } as const;

// --- Counts (§2, §4, §9) --------------------------------------------------------------------------------------------

/** Text cut lengths, in characters. */
export const TEXT_LIMIT = {
  NEWS_DESCRIPTION: 125,
  QUICK_VIEW_DESCRIPTION: 350,
  BLOG_EXCERPT: 50,
} as const;

/** How many items a list shows at first (FIRST) and adds per 'Показать ещё' (MORE). */
export const PAGE_SIZE = {
  NEWS_PLACEHOLDERS: 10,
  RECOMMENDED: 3,
  REVIEWS: 5,
  /** Pagination window: pages shown either side of the current one. */
  REVIEWS_WINDOW_OFFSET: 2,
  QUESTIONS: { FIRST: 5, MORE: 5 },
  PRODUCT_BLOGS: { FIRST: 4, MORE: 4 },
  BLOG: { FIRST: 6, MORE: 5 },
  NEWS: { FIRST: 7, MORE: 7 },
  MORE_NEWS: { FIRST: 4, MORE: 4 },
  VIEWED_HISTORY: 5,
  SEARCH_RESULTS: 5,
  ORDER_SEARCH_RESULTS: 5,
  PRODUCT_VIDEOS: 2,
  /** Home sub-blocks that must report mounted before the home loading overlay goes. */
  HOME_MOUNTED_BLOCKS: 4,
} as const;

/** The search dropdown opens from this many characters (product §2: "more than 1 character", "minimum 2"). */
export const SEARCH_MIN_CHARS = 2;

// --- Passwords (§5, §9) ---------------------------------------------------------------------------------------------

export const PASSWORD_LIMIT = {
  SETTINGS_MIN: 5,
  RESET_MIN: 4,
  RESET_MAX: 20,
} as const;

// --- Layout (§2, §9), in CSS pixels ---------------------------------------------------------------------------------

export const BREAKPOINT_PX = {
  /** At this width and below, the burger menu replaces the navigation. */
  BURGER_MENU: 975,
  CARD_NARROW: 550,
  CARD_NARROWEST: 400,
  /** Seminar/review carousels show 1 slide at this width or less, else 3. */
  CAROUSEL_ONE_SLIDE: 1240,
  CAROUSEL_WIDE: 1800,
  CAROUSEL_WIDEST: 2200,
  /** The seminar/review carousel spacing grows again from this width (§9: "130 at 2250"). */
  CAROUSEL_SPACING_WIDEST: 2250,
} as const;

/** Seminar/review carousel layout of §9, keyed by the breakpoints above. */
export const CAROUSEL_LAYOUT = {
  SLIDES_NARROW: 1,
  SLIDES_WIDE: 3,
  SPACE_BETWEEN: { BASE: 20, FROM_1800: 95, FROM_2250: 130 },
  REVIEW_HEIGHT: { BELOW_1240: 160, FROM_1240: 180, FROM_1800: 210, FROM_2200: 260 },
} as const;

/** The -30% badge tooltip is 220–260 px wide. */
export const BADGE_TOOLTIP_WIDTH_PX = { MIN: 220, MAX: 260 } as const;

// --- Shop facts (§1, §9) --------------------------------------------------------------------------------------------

/**
 * Working hours. product §1 gives them in English only ("Monday-Friday 10:00-18:00"), so TEXT is our Russian rendering in
 * the short form a header top bar uses.
 */
export const BUSINESS_HOURS = {
  OPENS: '10:00',
  CLOSES: '18:00',
  TEXT: 'Пн-Пт 10:00-18:00',
} as const;

export const COPYRIGHT_YEAR = 2019;

// --- Browser storage keys (§3) --------------------------------------------------------------------------------------

/** Plain localStorage keys. */
export const STORAGE_KEY = {
  USER_INFO: 'userInfo',
  SEARCH_QUERY: 'searchQuery',
  COOKIE_WARNING: 'cookie-warning',
  HAS_RESET: 'hasReset',
  PRODUCTS_HISTORY: 'productsHistory',
} as const;

/** Keys of the persisted application state (restored at start, within PERSISTED_STATE_LOAD_TIMEOUT). */
export const PERSISTED_KEY = {
  AUTH_USER: 'authUser',
  CART_ACTIONS: 'cartActions',
  FAVORITE: 'favorite',
  PRODUCT_HISTORY: 'productHistory',
} as const;
