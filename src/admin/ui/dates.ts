/** Dates as the shop's staff read them: Moscow time, 'ДД.ММ.ГГГГ, ЧЧ:ММ'. */
const dateTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'YYYY-MM-DD HH:mm[:ss]' without a zone: the server's shop time (http/shop-time.ts), Moscow's wall clock. */
const SHOP_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2})?$/;

/**
 * A date from the server as Moscow time. The back office's calls send shop time without a zone ('2026-11-28
 * 09:30:00'), which the browser would read as its own local time: a member whose computer is not on Moscow time saw
 * every date moved by the difference. It is read as Moscow's, as it is meant; a date with a zone keeps it.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(SHOP_TIME.test(iso) ? `${iso.replace(' ', 'T')}+03:00` : iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
