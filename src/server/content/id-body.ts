/** The `{id}` body of the content calls (product §7): a positive integer; digits in a string are accepted too. */
export const idProperty = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const idBody = {
  type: 'object',
  required: ['id'],
  properties: { id: idProperty },
} as const;

export interface IdBody {
  id: number;
}
