/**
 * The CDEK pickup points of the stand-in (INTEGRATIONS.md §4: no CDEK account → the shop's own service answers from a
 * fixture in CDEK's shape). Reference data, not demo data: migration 008 loads it, so every database has it.
 * Codes and city codes follow CDEK's style (city_code 44 Moscow, 137 St Petersburg); addresses are made up.
 */
export interface PickupPointSeed {
  code: string;
  city_code: number;
  city: string;
  region: string;
  address: string;
  work_time: string;
  note: string;
  lon: number;
  lat: number;
}

const WEEKDAYS = 'Пн-Пт 10:00-20:00, Сб-Вс 10:00-18:00';
const DAILY = 'Пн-Вс 09:00-21:00';
const MALL = 'Пн-Вс 10:00-22:00';
const OFFICE = 'Пн-Пт 09:00-19:00, Сб 10:00-16:00';

const MOSCOW = { city_code: 44, city: 'Москва', region: 'Москва' };
const SPB = { city_code: 137, city: 'Санкт-Петербург', region: 'Санкт-Петербург' };

export const pickupPointSeeds: PickupPointSeed[] = [
  { code: 'MSK101', ...MOSCOW, address: 'ул. Тверская, 12, стр. 1', work_time: WEEKDAYS, note: 'Вход со двора, вывеска СДЭК', lon: 37.6077, lat: 55.7646 },
  { code: 'MSK102', ...MOSCOW, address: 'ул. Арбат, 24', work_time: MALL, note: 'Цокольный этаж', lon: 37.5924, lat: 55.7503 },
  { code: 'MSK103', ...MOSCOW, address: 'Ленинский пр-т, 45', work_time: DAILY, note: 'Рядом с остановкой «Универмаг Москва»', lon: 37.5636, lat: 55.7069 },
  { code: 'MSK104', ...MOSCOW, address: 'пр-т Мира, 102, стр. 31', work_time: WEEKDAYS, note: '', lon: 37.6379, lat: 55.8031 },
  { code: 'MSK105', ...MOSCOW, address: 'ул. Профсоюзная, 56', work_time: OFFICE, note: 'ТЦ «Черёмушки», 1 этаж', lon: 37.5636, lat: 55.6722 },
  { code: 'MSK106', ...MOSCOW, address: 'Волгоградский пр-т, 32, корп. 8', work_time: DAILY, note: '', lon: 37.7007, lat: 55.7147 },
  { code: 'MSK107', ...MOSCOW, address: 'Дмитровское ш., 89', work_time: MALL, note: 'ТРЦ, у эскалатора', lon: 37.5608, lat: 55.8675 },
  { code: 'MSK108', ...MOSCOW, address: 'ул. Большая Черкизовская, 6', work_time: WEEKDAYS, note: '', lon: 37.7253, lat: 55.7978 },
  { code: 'MSK109', ...MOSCOW, address: 'Кутузовский пр-т, 36, стр. 3', work_time: OFFICE, note: 'Бизнес-центр, пропуск не нужен', lon: 37.5261, lat: 55.7404 },
  { code: 'MSK110', ...MOSCOW, address: 'ул. Маросейка, 7/8', work_time: WEEKDAYS, note: '', lon: 37.6365, lat: 55.7579 },
  { code: 'SPB201', ...SPB, address: 'Невский пр-т, 88', work_time: MALL, note: 'Вход с Литейного проспекта', lon: 30.3513, lat: 59.9319 },
  { code: 'SPB202', ...SPB, address: 'Лиговский пр-т, 30А', work_time: DAILY, note: 'ТРЦ «Галерея», -1 этаж', lon: 30.3607, lat: 59.9275 },
  { code: 'SPB203', ...SPB, address: 'Московский пр-т, 137', work_time: WEEKDAYS, note: '', lon: 30.3196, lat: 59.8739 },
  { code: 'SPB204', ...SPB, address: 'Большой пр-т П.С., 55', work_time: OFFICE, note: '', lon: 30.3024, lat: 59.9625 },
  { code: 'SPB205', ...SPB, address: 'пр-т Просвещения, 19', work_time: DAILY, note: 'Рядом с метро «Проспект Просвещения»', lon: 30.3325, lat: 60.0512 },
  { code: 'SPB206', ...SPB, address: 'ул. Савушкина, 21', work_time: WEEKDAYS, note: '', lon: 30.2751, lat: 59.9886 },
  { code: 'SPB207', ...SPB, address: 'Заневский пр-т, 67, корп. 2', work_time: MALL, note: '', lon: 30.4349, lat: 59.9303 },
  { code: 'NSK301', city_code: 270, city: 'Новосибирск', region: 'Новосибирская область', address: 'Красный пр-т, 36', work_time: WEEKDAYS, note: '', lon: 82.9195, lat: 55.0346 },
  { code: 'NSK302', city_code: 270, city: 'Новосибирск', region: 'Новосибирская область', address: 'ул. Гоголя, 15', work_time: DAILY, note: 'ТЦ «Сибирский Молл»', lon: 82.9346, lat: 55.0415 },
  { code: 'EKB401', city_code: 250, city: 'Екатеринбург', region: 'Свердловская область', address: 'ул. Малышева, 51', work_time: OFFICE, note: '', lon: 60.6148, lat: 56.8357 },
  { code: 'EKB402', city_code: 250, city: 'Екатеринбург', region: 'Свердловская область', address: 'ул. 8 Марта, 46', work_time: MALL, note: 'ТРЦ «Гринвич», 2 этаж', lon: 60.5986, lat: 56.8265 },
  { code: 'KZN501', city_code: 424, city: 'Казань', region: 'Республика Татарстан', address: 'ул. Баумана, 44/8', work_time: WEEKDAYS, note: '', lon: 49.1161, lat: 55.7898 },
  { code: 'KZN502', city_code: 424, city: 'Казань', region: 'Республика Татарстан', address: 'пр-т Победы, 91', work_time: DAILY, note: '', lon: 49.2173, lat: 55.7553 },
  { code: 'NNV601', city_code: 414, city: 'Нижний Новгород', region: 'Нижегородская область', address: 'ул. Большая Покровская, 20', work_time: WEEKDAYS, note: '', lon: 44.0059, lat: 56.3218 },
  { code: 'KRD701', city_code: 435, city: 'Краснодар', region: 'Краснодарский край', address: 'ул. Красная, 149', work_time: DAILY, note: '', lon: 38.9765, lat: 45.0448 },
  { code: 'KRD702', city_code: 435, city: 'Краснодар', region: 'Краснодарский край', address: 'ул. Уральская, 79/1', work_time: MALL, note: 'ТЦ, 1 этаж', lon: 39.0327, lat: 45.0371 },
  { code: 'ROS801', city_code: 438, city: 'Ростов-на-Дону', region: 'Ростовская область', address: 'ул. Большая Садовая, 46', work_time: OFFICE, note: '', lon: 39.7139, lat: 47.2224 },
  { code: 'SMR901', city_code: 430, city: 'Самара', region: 'Самарская область', address: 'ул. Ленинградская, 75', work_time: WEEKDAYS, note: '', lon: 50.1036, lat: 53.1902 },
  { code: 'VRN951', city_code: 506, city: 'Воронеж', region: 'Воронежская область', address: 'пр-т Революции, 33', work_time: WEEKDAYS, note: '', lon: 39.2057, lat: 51.6649 },
  { code: 'SCH961', city_code: 1104, city: 'Сочи', region: 'Краснодарский край', address: 'Курортный пр-т, 16', work_time: DAILY, note: 'Рядом с Зимним театром', lon: 39.7256, lat: 43.5812 },
];
