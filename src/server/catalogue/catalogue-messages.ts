/** The catalogue's not-found messages (product §8). */
export const MESSAGES = {
  productNotFound: 'Товар не найден',
  categoryNotFound: 'Категория не найдена',
} as const;
