import { dateDdMmYyyy } from '../../domain/text';

/** A seminar's start 'YYYY-MM-DD HH:mm:ss' as '12.03.2026 в 11:00' (shop time, as the server sends it). */
export function seminarStart(date: string): string {
  const time = /\d{2}:\d{2}/.exec(date.slice(10))?.[0];
  return time ? `${dateDdMmYyyy(date)} в ${time}` : dateDdMmYyyy(date);
}
