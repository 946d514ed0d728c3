/** `{id}` of the catalogue calls (product §7): a positive integer inside PostgreSQL's integer; "42" is accepted too. */
export const ID_PROPERTY = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const idBody = {
  type: 'object',
  required: ['id'],
  properties: { id: ID_PROPERTY },
} as const;

export interface IdBody {
  id: number;
}

export const MESSAGES = {
  productNotFound: 'Товар не найден',
  categoryNotFound: 'Категория не найдена',
} as const;
