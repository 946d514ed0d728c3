import type { CategoryKeyword } from './product-seed';

export interface CategorySeed {
  keyword: CategoryKeyword | 'aktsii' | 'vsja-produktsija';
  name: string;
  parent?: CategoryKeyword;
  description: string;
  /** Filter group names this category offers. */
  filterGroups: string[];
}

// Order = menu order (sort_order). 'Акции' collects products on sale, 'Вся продукция' every product.
export const categorySeeds: CategorySeed[] = [
  {
    keyword: 'vsja-produktsija',
    name: 'Вся продукция',
    description:
      '<p>Весь ассортимент профессиональной косметики: пилинги, кремы, сыворотки, средства для тела и волос.</p>',
    filterGroups: ['Тип кожи', 'Назначение', 'Применение'],
  },
  {
    keyword: 'ximicheskie-pilingi',
    name: 'Пилинги',
    description:
      '<p>Химические пилинги для кабинета косметолога и мягкие кислотные средства для домашнего ухода. ' +
      'Перед процедурой обязательно проконсультируйтесь со специалистом.</p>',
    filterGroups: ['Тип кожи', 'Назначение', 'Применение'],
  },
  {
    keyword: 'kremi',
    name: 'Кремы',
    description: '<p>Кремы для лица, тела, рук и ног: увлажнение, питание, защита от солнца и антивозрастной уход.</p>',
    filterGroups: ['Тип кожи', 'Назначение'],
  },
  {
    keyword: 'uhod_za_litsom',
    name: 'Для лица',
    description: '<p>Очищение, тонизирование, сыворотки, маски и кремы для ежедневного ухода за кожей лица.</p>',
    filterGroups: ['Тип кожи', 'Назначение', 'Применение'],
  },
  {
    keyword: 'syvorotki',
    name: 'Сыворотки',
    parent: 'uhod_za_litsom',
    description: '<p>Концентрированные сыворотки с высоким содержанием активных компонентов.</p>',
    filterGroups: ['Тип кожи', 'Назначение'],
  },
  {
    keyword: 'maski',
    name: 'Маски',
    parent: 'uhod_za_litsom',
    description: '<p>Альгинатные, глиняные и коллагеновые маски для кабинета и дома.</p>',
    filterGroups: ['Тип кожи', 'Назначение'],
  },
  {
    keyword: 'ochischenie',
    name: 'Очищение',
    parent: 'uhod_za_litsom',
    description: '<p>Гели, пенки, тоники и масла для бережного очищения кожи.</p>',
    filterGroups: ['Тип кожи'],
  },
  {
    keyword: 'uhod_za_telom',
    name: 'Для тела',
    description: '<p>Скрабы, масла, обёртывания и кремы для коррекции фигуры и ухода за кожей тела.</p>',
    filterGroups: ['Назначение', 'Применение'],
  },
  {
    keyword: 'uhod_za_volosami',
    name: 'Для волос',
    description: '<p>Шампуни, маски, сыворотки и ампулы для укрепления волос и ухода за кожей головы.</p>',
    filterGroups: ['Назначение'],
  },
  {
    keyword: 'aktsii',
    name: 'Акции',
    description: '<p>Товары со специальной ценой. Количество ограничено.</p>',
    filterGroups: ['Назначение'],
  },
];
