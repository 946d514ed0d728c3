/** Filter groups and their filters. Filter names are unique across groups so products can name them directly. */
export const filterSeeds: { group: string; filters: string[] }[] = [
  {
    group: 'Тип кожи',
    filters: ['Сухая', 'Нормальная', 'Жирная', 'Комбинированная', 'Чувствительная', 'Проблемная', 'Возрастная'],
  },
  {
    group: 'Назначение',
    filters: [
      'Увлажнение',
      'Омоложение',
      'Очищение',
      'Отшелушивание',
      'Против акне',
      'Осветление пигментации',
      'Защита от солнца',
      'Питание и восстановление',
      'Коррекция фигуры',
      'Укрепление волос',
    ],
  },
  { group: 'Применение', filters: ['Домашний уход', 'Профессиональный уход'] },
];
