/** A Moscow date 'YYYY-MM-DD' as the dashboard writes it: '15 марта', or '15.03' where room is short. */
const MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

export function dayName(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1] ?? ''}`.trim();
}

export function shortDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${date}.${month}`;
}
