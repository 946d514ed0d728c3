/** Turns Ajv validation errors (Fastify route schemas) into one Russian sentence that names the field. */
export interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

// Fastify names the part of the request (body, querystring, params, headers) as a plain string.
type Part = string;

const TYPE_NAMES: Record<string, string> = {
  integer: 'целым числом',
  number: 'числом',
  string: 'строкой',
  boolean: 'логическим значением (true или false)',
  object: 'объектом',
  array: 'списком',
  null: 'пустым значением (null)',
};

function plural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

function fieldName(path: string): string {
  return path.replace(/^\//, '').split('/').join('.');
}

export function validationMessage(errors: AjvError[], part: Part): string {
  const error = errors[0];
  if (!error) return 'Некорректный запрос';
  const isBody = part === 'body';
  const path =
    error.keyword === 'required'
      ? [error.instancePath, String(error.params.missingProperty)].filter(Boolean).join('/')
      : error.instancePath;
  const name = fieldName(path);

  if (!name) {
    if (isBody)
      return error.keyword === 'type' ? 'Тело запроса должно быть JSON-объектом' : 'Некорректное тело запроса';
    return 'Некорректные параметры запроса';
  }

  const label = isBody ? `Поле «${name}»` : part === 'headers' ? `Заголовок «${name}»` : `Параметр «${name}»`;
  const must = isBody ? 'должно' : 'должен';
  const filled = isBody ? 'заполнено' : 'заполнен';
  const limit = Number(error.params.limit);

  switch (error.keyword) {
    case 'required':
      return isBody ? `Не заполнено обязательное поле «${name}»` : `Не указан обязательный параметр «${name}»`;
    case 'type': {
      const types = String(error.params.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t);
      return `${label} ${must} быть ${types.join(' или ')}`;
    }
    case 'minLength':
      return limit === 1
        ? `${label} не ${filled}`
        : `${label} ${must} содержать не меньше ${limit} ${plural(limit, 'символа', 'символов', 'символов')}`;
    case 'maxLength':
      return `${label} ${must} содержать не больше ${limit} ${plural(limit, 'символа', 'символов', 'символов')}`;
    case 'minimum':
      return `${label} ${must} быть не меньше ${limit}`;
    case 'maximum':
      return `${label} ${must} быть не больше ${limit}`;
    case 'exclusiveMinimum':
      return `${label} ${must} быть больше ${limit}`;
    case 'exclusiveMaximum':
      return `${label} ${must} быть меньше ${limit}`;
    case 'minItems':
      return `${label} ${must} содержать не меньше ${limit} ${plural(limit, 'элемента', 'элементов', 'элементов')}`;
    case 'maxItems':
      return `${label} ${must} содержать не больше ${limit} ${plural(limit, 'элемента', 'элементов', 'элементов')}`;
    case 'enum':
    case 'const':
      return `${label} имеет недопустимое значение`;
    case 'format':
      return error.params.format === 'email'
        ? `${label} ${must} содержать корректный адрес электронной почты`
        : `${label} ${filled} некорректно`;
    default:
      return `${label} ${filled} некорректно`;
  }
}
