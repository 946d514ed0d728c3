/**
 * A small validator of structured data against the required and recommended fields of Google's rich results (Product
 * snippets and merchant listings, Review snippets, Breadcrumb, Article, FAQ, Organization, sitelinks search box) and
 * Yandex's product markup (offers in roubles). Written apart from the builders in src/domain/json-ld*.ts, from the
 * search engines' documentation, so that a builder's mistake is not checked by its own logic. Returns the problems
 * found as 'Type.path: what is wrong'; [] when the node would be read.
 */

type Node = Record<string, unknown>;

const SCHEMA = 'https://schema.org';
const AVAILABILITY = [
  'BackOrder',
  'Discontinued',
  'InStock',
  'InStoreOnly',
  'LimitedAvailability',
  'MadeToOrder',
  'OnlineOnly',
  'OutOfStock',
  'PreOrder',
  'PreSale',
  'SoldOut',
].map((value) => `${SCHEMA}/${value}`);

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const absoluteHttpUrl = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.href === value;
  } catch {
    return false;
  }
};
/** ISO 8601: a day, or a day and time with a time zone (Google asks for the zone). */
const isoDay = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isoDateTime = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/.test(value);
const hasType = (node: Node, ...types: string[]) => types.includes(String(node['@type']));
const number = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;

export interface Profile {
  /** Yandex reads prices in roubles only (RUB; RUR is its old code). */
  yandex?: boolean;
}

function checkImages(owner: string, value: unknown, problems: string[]): void {
  const images = list(value);
  if (images.length === 0) problems.push(`${owner}.image: required`);
  for (const image of images)
    if (!absoluteHttpUrl(isNode(image) ? image.url : image)) problems.push(`${owner}.image: not an absolute URL`);
}

function checkRating(owner: string, value: unknown, problems: string[]): void {
  if (!isNode(value)) {
    problems.push(`${owner}: required`);
    return;
  }
  const best = value.bestRating === undefined ? 5 : number(value.bestRating);
  const worst = value.worstRating === undefined ? 1 : number(value.worstRating);
  const rating = number(value.ratingValue);
  if (Number.isNaN(rating)) problems.push(`${owner}.ratingValue: required`);
  else if (rating < worst || rating > best) problems.push(`${owner}.ratingValue: outside ${worst}–${best}`);
}

function checkAggregateRating(node: Node, problems: string[]): void {
  checkRating('AggregateRating', node, problems);
  if (!hasType(node, 'AggregateRating')) problems.push('AggregateRating.@type: must be AggregateRating');
  const counts = [node.ratingCount, node.reviewCount].filter((count) => count !== undefined).map(number);
  if (counts.length === 0) problems.push('AggregateRating: ratingCount or reviewCount required');
  if (counts.some((count) => !(count > 0) || !Number.isInteger(count)))
    problems.push('AggregateRating: counts must be positive whole numbers');
}

function checkReview(node: unknown, problems: string[]): void {
  if (!isNode(node) || !hasType(node, 'Review')) {
    problems.push('Review.@type: must be Review');
    return;
  }
  const author = isNode(node.author) ? node.author : null;
  if (!author || !hasType(author, 'Person', 'Organization') || !text(author.name))
    problems.push('Review.author: a Person or Organization with a name required');
  else if (author.name.length > 100) problems.push('Review.author.name: longer than 100 characters');
  checkRating('Review.reviewRating', node.reviewRating, problems);
  if (node.datePublished !== undefined && !isoDay(node.datePublished) && !isoDateTime(node.datePublished))
    problems.push('Review.datePublished: not ISO 8601');
}

function checkOffer(node: unknown, profile: Profile, problems: string[]): void {
  if (!isNode(node) || !hasType(node, 'Offer', 'AggregateOffer')) {
    problems.push('Offer.@type: must be Offer');
    return;
  }
  const price = number(node['@type'] === 'AggregateOffer' ? node.lowPrice : node.price);
  if (Number.isNaN(price)) problems.push('Offer.price: required');
  else if (!(price > 0)) problems.push('Offer.price: must be above 0');
  if (typeof node.priceCurrency !== 'string' || !/^[A-Z]{3}$/.test(node.priceCurrency))
    problems.push('Offer.priceCurrency: an ISO 4217 code required');
  else if (profile.yandex && !['RUB', 'RUR'].includes(node.priceCurrency))
    problems.push('Offer.priceCurrency: Yandex wants RUB');
  if (node.availability === undefined) problems.push('Offer.availability: required');
  else if (typeof node.availability !== 'string' || !AVAILABILITY.includes(node.availability))
    problems.push('Offer.availability: not a schema.org ItemAvailability URL');
  if (node.priceValidUntil !== undefined && !isoDay(node.priceValidUntil))
    problems.push('Offer.priceValidUntil: not an ISO 8601 day');
  if (node.url !== undefined && !absoluteHttpUrl(node.url)) problems.push('Offer.url: not an absolute URL');
}

function checkProduct(node: Node, profile: Profile, problems: string[]): void {
  if (!text(node.name)) problems.push('Product.name: required');
  checkImages('Product', node.image, problems);
  if (node.offers === undefined) problems.push('Product.offers: required');
  for (const offer of list(node.offers)) checkOffer(offer, profile, problems);
  if (node.aggregateRating !== undefined) {
    if (isNode(node.aggregateRating)) checkAggregateRating(node.aggregateRating, problems);
    else problems.push('AggregateRating: must be an object');
  }
  for (const review of list(node.review)) checkReview(review, problems);
}

function checkBreadcrumbs(node: Node, problems: string[]): void {
  const items = list(node.itemListElement);
  if (items.length < 2) problems.push('BreadcrumbList.itemListElement: two ListItems at least');
  items.forEach((item, index) => {
    const at = `BreadcrumbList.itemListElement[${index}]`;
    if (!isNode(item) || !hasType(item, 'ListItem')) {
      problems.push(`${at}: must be a ListItem`);
      return;
    }
    if (item.position !== index + 1) problems.push(`${at}.position: must be ${index + 1}`);
    if (!text(item.name)) problems.push(`${at}.name: required`);
    // Google lets the last step go without `item`; every step of ours has one, so any that is there must be a URL.
    if (item.item === undefined ? index < items.length - 1 : !absoluteHttpUrl(item.item))
      problems.push(`${at}.item: an absolute URL required`);
  });
}

function checkArticle(node: Node, problems: string[]): void {
  const type = String(node['@type']);
  if (!text(node.headline)) problems.push(`${type}.headline: required`);
  else if (Array.from(node.headline).length > 110) problems.push(`${type}.headline: longer than 110 characters`);
  checkImages(type, node.image, problems);
  if (!isoDateTime(node.datePublished)) problems.push(`${type}.datePublished: ISO 8601 with a time zone required`);
  if (node.dateModified !== undefined && !isoDateTime(node.dateModified))
    problems.push(`${type}.dateModified: ISO 8601 with a time zone required`);
  const authors = list(node.author);
  if (authors.length === 0) problems.push(`${type}.author: required`);
  for (const author of authors)
    if (!isNode(author) || !hasType(author, 'Person', 'Organization') || !text(author.name))
      problems.push(`${type}.author: a Person or Organization with a name required`);
}

function checkFaq(node: Node, problems: string[]): void {
  const questions = list(node.mainEntity);
  if (questions.length === 0) problems.push('FAQPage.mainEntity: one Question at least');
  questions.forEach((question, index) => {
    const at = `FAQPage.mainEntity[${index}]`;
    if (!isNode(question) || !hasType(question, 'Question') || !text(question.name)) {
      problems.push(`${at}: a Question with a name required`);
      return;
    }
    const answer = question.acceptedAnswer;
    if (!isNode(answer) || !hasType(answer, 'Answer') || !text(answer.text))
      problems.push(`${at}.acceptedAnswer: an Answer with text required`);
  });
}

function checkOrganization(node: Node, problems: string[]): void {
  if (!text(node.name)) problems.push('Organization.name: required');
  if (!absoluteHttpUrl(node.url)) problems.push('Organization.url: an absolute URL required');
  if (node.logo !== undefined && !absoluteHttpUrl(node.logo)) problems.push('Organization.logo: not an absolute URL');
}

function checkWebSite(node: Node, problems: string[]): void {
  if (!text(node.name)) problems.push('WebSite.name: required');
  if (!absoluteHttpUrl(node.url)) problems.push('WebSite.url: an absolute URL required');
  const action = isNode(node.potentialAction) ? node.potentialAction : null;
  if (action === null) return;
  const target = isNode(action.target) ? action.target.urlTemplate : action.target;
  if (!hasType(action, 'SearchAction')) problems.push('WebSite.potentialAction: must be a SearchAction');
  if (typeof target !== 'string' || !target.includes('{search_term_string}'))
    problems.push('SearchAction.target: a urlTemplate with {search_term_string} required');
  else if (!absoluteHttpUrl(target.replace('{search_term_string}', 'x')))
    problems.push('SearchAction.target: not an absolute URL');
  if (action['query-input'] !== 'required name=search_term_string')
    problems.push("SearchAction.query-input: must be 'required name=search_term_string'");
}

/** The problems of one top-level JSON-LD node. */
export function richResultProblems(value: unknown, profile: Profile = {}): string[] {
  if (!isNode(value)) return ['not a JSON-LD object'];
  const problems: string[] = [];
  if (value['@context'] !== SCHEMA) problems.push(`@context: must be ${SCHEMA}`);
  switch (value['@type']) {
    case 'Product':
      checkProduct(value, profile, problems);
      break;
    case 'BreadcrumbList':
      checkBreadcrumbs(value, problems);
      break;
    case 'Article':
    case 'NewsArticle':
    case 'BlogPosting':
      checkArticle(value, problems);
      break;
    case 'FAQPage':
      checkFaq(value, problems);
      break;
    case 'Organization':
      checkOrganization(value, problems);
      break;
    case 'WebSite':
      checkWebSite(value, problems);
      break;
    default:
      problems.push(`@type: ${String(value['@type'])} is not a type this validator knows`);
  }
  return problems;
}
