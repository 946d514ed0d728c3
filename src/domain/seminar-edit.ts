import { pluralRu } from './plural';

/**
 * Seminars and webinars as the back office's 'Семинары' edits them (issue 16; product §3 "Seminar: seminar_id, type
 * (1 = Вебинар), date, date1, image, text"): one check of a seminar's values, used by the form before sending and by
 * the server before saving, and the rule that a seminar with a capacity is full once that many have signed up, which
 * the storefront's signup and its seminar list both follow.
 */

/** seminar_type: 1 'Вебинар' (product §3), 2 'Семинар'. */
export const SEMINAR_KINDS = { 1: 'Вебинар', 2: 'Семинар' } as const;
export type SeminarKind = keyof typeof SEMINAR_KINDS;

export const SEMINAR_LIMITS = { title: 255, capacity: 100_000 } as const;

/** A seminar's values as saved; dates 'YYYY-MM-DD HH:mm' in shop time (Moscow). */
export interface SeminarValues {
  type: SeminarKind;
  title: string;
  /** The start. */
  date: string;
  /** The end ('' — none: the seminar counts as past once it has started). */
  date1: string;
  /** HTML from the rich-text editor, sanitised when served. */
  text: string;
  /** The picture's path under /image/ ('' — none). */
  image: string;
  /** How many may sign up; null — no limit. */
  capacity: number | null;
  /** Shown on the storefront. */
  status: boolean;
}

export const SEMINAR_TEXT = {
  title: 'Укажите название',
  titleTooLong: `Название — не длиннее ${SEMINAR_LIMITS.title} символов`,
  type: 'Выберите: семинар или вебинар',
  date: 'Укажите дату и время начала',
  dateInvalid: 'Дата и время — в виде ДД.ММ.ГГГГ ЧЧ:ММ',
  endBeforeStart: 'Окончание раньше начала',
  capacity: `Мест — целое число от 1 до ${SEMINAR_LIMITS.capacity}; пусто — без ограничения`,
  /** The storefront's refusal of a signup beyond the capacity, and what a full seminar's card says instead of the form. */
  full: 'Мест нет: запись закрыта',
} as const;

export type SeminarField = 'type' | 'title' | 'date' | 'date1' | 'capacity';

const SIGNUP_FORMS = ['человек', 'человека', 'человек'] as const;

/** 'Уже записались 3 человека: мест не может быть меньше'. */
export const capacityBelowSignups = (signups: number) =>
  `Уже записались ${signups} ${pluralRu(signups, SIGNUP_FORMS)}: мест не может быть меньше`;

/**
 * Why a seminar people signed up for is not deleted: the list of who signed up (their phones, kept for the managers,
 * who call them) would go with it, and an editor, who deletes seminars, cannot even see that list. Hidden, it leaves
 * the storefront and keeps its list.
 */
export const deleteRefused = (signups: number) =>
  `На этот семинар записались ${signups} ${pluralRu(signups, SIGNUP_FORMS)}: удалить его нельзя, список записавшихся ` +
  'пропал бы вместе с ним. Чтобы убрать его с сайта, снимите отметку «Показывать на сайте».';

/** 'YYYY-MM-DD HH:mm' (or with 'T') naming a real day and time. */
export function isShopDateTime(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && h < 24 && mi < 60;
}

/** What is wrong with a seminar's values, by field (empty when it can be saved); `signups`: how many signed up. */
export function seminarProblems(values: SeminarValues, signups = 0): Partial<Record<SeminarField, string>> {
  const problems: Partial<Record<SeminarField, string>> = {};
  const title = values.title.trim();
  if (title === '') problems.title = SEMINAR_TEXT.title;
  else if (title.length > SEMINAR_LIMITS.title) problems.title = SEMINAR_TEXT.titleTooLong;
  if (!(values.type in SEMINAR_KINDS)) problems.type = SEMINAR_TEXT.type;
  const date = values.date.trim();
  const date1 = values.date1.trim();
  if (date === '') problems.date = SEMINAR_TEXT.date;
  else if (!isShopDateTime(date)) problems.date = SEMINAR_TEXT.dateInvalid;
  if (date1 !== '' && !isShopDateTime(date1)) problems.date1 = SEMINAR_TEXT.dateInvalid;
  else if (date1 !== '' && !problems.date && date1.replace('T', ' ') < date.replace('T', ' ')) {
    problems.date1 = SEMINAR_TEXT.endBeforeStart;
  }
  const { capacity } = values;
  if (capacity !== null && !(Number.isInteger(capacity) && capacity >= 1 && capacity <= SEMINAR_LIMITS.capacity)) {
    problems.capacity = SEMINAR_TEXT.capacity;
  } else if (capacity !== null && capacity < signups) {
    problems.capacity = capacityBelowSignups(signups);
  }
  return problems;
}

/** Whether no one more may sign up. */
export const seminarFull = (capacity: number | null, signups: number) => capacity !== null && signups >= capacity;

/** '3 из 10', or '3' for a seminar without a limit: how the back office shows its signups. */
export const signupsText = (signups: number, capacity: number | null) =>
  capacity === null ? String(signups) : `${signups} из ${capacity}`;
