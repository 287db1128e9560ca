// Test support, not served: checks JSON-LD the way a search engine reads it. Two sources:
// - schema.org: every @type and property we emit must exist for that type (an explicit
//   allowlist below, so a typo or an invented property fails);
// - Google Search Central's requirements for product snippets (Product, Offer), review snippets
//   (Review, AggregateRating) and breadcrumbs. "Required" rules are errors; "recommended" ones
//   are warnings, reported but not failing (e.g. Offer.availability: we do not know stock).

type Node = Record<string, unknown>;
export interface StructuredDataReport {
  errors: string[];
  warnings: string[];
}

/** schema.org types and the properties of each (own and inherited) that we accept. */
export const VOCABULARY: Record<string, readonly string[]> = {
  Organization: ['name', 'url', 'logo', 'sameAs', 'description'],
  WebSite: ['name', 'url', 'potentialAction', 'description'],
  // 'query-input' is the schema.org Actions annotation of SearchAction's target parameter.
  SearchAction: ['target', 'query-input'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  Product: [
    'name',
    'description',
    'category',
    'url',
    'image',
    'offers',
    'aggregateRating',
    'review',
    'brand',
    'sku',
    'weight',
    'additionalProperty',
  ],
  QuantitativeValue: ['value', 'unitCode', 'unitText'],
  PropertyValue: ['name', 'value', 'unitCode', 'unitText'],
  Offer: ['price', 'priceCurrency', 'url', 'availability', 'priceValidUntil', 'itemCondition'],
  AggregateRating: ['ratingValue', 'bestRating', 'worstRating', 'ratingCount', 'reviewCount'],
  Review: [
    'name',
    'reviewBody',
    'datePublished',
    'dateModified',
    'author',
    'reviewRating',
    'itemReviewed',
  ],
  Rating: ['ratingValue', 'bestRating', 'worstRating'],
  Person: ['name', 'url'],
  Question: [
    'name',
    'text',
    'answerCount',
    'acceptedAnswer',
    'suggestedAnswer',
    'dateCreated',
    'author',
    'url',
    'about',
  ],
  Answer: ['text', 'dateCreated', 'upvoteCount', 'url', 'author'],
};
const KEYWORDS = new Set(['@context', '@type', '@id']);

/** schema.org ItemAvailability values. */
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
  'Reserved',
  'SoldOut',
].map((v) => `https://schema.org/${v}`);
/** ISO 4217 codes, as the runtime knows them. */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
/** Google: a review's author name must be under 100 characters. */
const AUTHOR_NAME_LIMIT = 100;

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const text = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const numeric = (v: unknown) =>
  (typeof v === 'number' && Number.isFinite(v)) ||
  (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v));
const absoluteUrl = (v: unknown) => {
  if (typeof v !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};

export function validateStructuredData(items: unknown[]): StructuredDataReport {
  const report: StructuredDataReport = { errors: [], warnings: [] };
  const error = (path: string, message: string) => report.errors.push(`${path}: ${message}`);
  const warn = (path: string, message: string) => report.warnings.push(`${path}: ${message}`);

  /** A rating's value within its scale; Google's defaults are best 5, worst 1. */
  function rating(path: string, node: Node) {
    if (!numeric(node.ratingValue)) return error(path, 'ratingValue must be a number');
    for (const bound of ['bestRating', 'worstRating'] as const) {
      if (node[bound] === undefined) warn(path, `${bound} is recommended`);
      else if (typeof node[bound] !== 'number') error(path, `${bound} must be a number`);
    }
    const best = typeof node.bestRating === 'number' ? node.bestRating : 5;
    const worst = typeof node.worstRating === 'number' ? node.worstRating : 1;
    const value = Number(node.ratingValue);
    if (worst >= best) error(path, `worstRating ${worst} must be below bestRating ${best}`);
    if (value < worst || value > best)
      error(path, `ratingValue ${value} is outside [${worst}, ${best}]`);
  }

  const rules: Record<string, (path: string, node: Node, nested: boolean) => void> = {
    Organization(path, node) {
      if (!text(node.name)) error(path, 'name is required');
      if (!absoluteUrl(node.url)) error(path, 'url must be an absolute URL');
      if (node.logo !== undefined && !absoluteUrl(node.logo))
        error(path, 'logo must be an absolute URL');
    },
    WebSite(path, node) {
      if (!absoluteUrl(node.url)) error(path, 'url must be an absolute URL');
    },
    SearchAction(path, node) {
      const input = /^required name=(\w+)$/.exec(String(node['query-input']))?.[1];
      if (!input) error(path, "query-input must be 'required name=<parameter>'");
      else if (typeof node.target !== 'string' || !node.target.includes(`{${input}}`))
        error(path, `target must contain {${input}}`);
    },
    BreadcrumbList(path, node) {
      const items = list(node.itemListElement);
      if (items.length === 0) error(path, 'itemListElement is required');
      items.forEach((item, i) => {
        if (!isNode(item)) return;
        const at = `${path}.itemListElement[${i}]`;
        if (item.position !== i + 1) error(at, `position must be ${i + 1}`);
        if (!text(item.name)) error(at, 'name is required');
        const last = i === items.length - 1;
        if (!(last && item.item === undefined) && !absoluteUrl(item.item))
          error(at, 'item must be an absolute URL');
      });
    },
    Product(path, node) {
      if (!text(node.name)) error(path, 'name is required');
      if (!['review', 'aggregateRating', 'offers'].some((k) => node[k] !== undefined))
        error(path, 'one of review, aggregateRating or offers is required');
      if (node.image !== undefined && !list(node.image).every(absoluteUrl))
        error(path, 'image must be absolute URLs');
      if (node.url !== undefined && !absoluteUrl(node.url))
        error(path, 'url must be an absolute URL');
    },
    Offer(path, node) {
      if (!numeric(node.price) || Number(node.price) < 0)
        error(path, 'price must be a number without currency symbols or separators');
      if (typeof node.priceCurrency !== 'string' || !CURRENCIES.has(node.priceCurrency))
        error(path, 'priceCurrency must be an ISO 4217 code');
      if (node.availability === undefined) warn(path, 'availability is recommended');
      else if (!AVAILABILITY.includes(String(node.availability)))
        error(path, 'availability must be a schema.org ItemAvailability URL');
      if (node.url !== undefined && !absoluteUrl(node.url))
        error(path, 'url must be an absolute URL');
    },
    AggregateRating(path, node, nested) {
      if (!nested && node.itemReviewed === undefined) error(path, 'itemReviewed is required');
      const counts = ['ratingCount', 'reviewCount'].filter((k) => node[k] !== undefined);
      if (counts.length === 0) error(path, 'ratingCount or reviewCount is required');
      for (const k of counts)
        if (!Number.isInteger(node[k]) || (node[k] as number) < 1)
          error(path, `${k} must be a positive integer`);
      rating(path, node);
    },
    Review(path, node, nested) {
      if (!nested && node.itemReviewed === undefined) error(path, 'itemReviewed is required');
      const authors = list(node.author);
      if (authors.length === 0) error(path, 'author is required');
      authors.forEach((a, i) => {
        const at = `${path}.author[${i}]`;
        if (!isNode(a) || !['Person', 'Organization'].includes(String(a['@type'])))
          return error(at, 'author must be a Person or an Organization');
        if (!text(a.name)) error(at, 'author name is required');
        else if ((a.name as string).length >= AUTHOR_NAME_LIMIT)
          error(at, `author name must be under ${AUTHOR_NAME_LIMIT} characters`);
      });
      if (!isNode(node.reviewRating)) error(path, 'reviewRating is required');
      if (node.datePublished === undefined) warn(path, 'datePublished is recommended');
      else if (!/^\d{4}-\d{2}-\d{2}/.test(String(node.datePublished)))
        error(path, 'datePublished must be an ISO 8601 date');
    },
    Rating(path, node) {
      rating(path, node);
    },
    // Google Search Central, Q&A: a question's name, its answer count, and at least one answer;
    // each answer's text; author, date, votes and URL recommended.
    Question(path, node) {
      if (!text(node.name)) error(path, 'name is required');
      if (!Number.isInteger(node.answerCount)) error(path, 'answerCount must be an integer');
      if (node.acceptedAnswer === undefined && node.suggestedAnswer === undefined)
        error(path, 'acceptedAnswer or suggestedAnswer is required');
      if (node.author === undefined) warn(path, 'author is recommended');
    },
    Answer(path, node) {
      if (!text(node.text)) error(path, 'text is required');
      for (const k of ['author', 'dateCreated', 'upvoteCount', 'url'])
        if (node[k] === undefined) warn(path, `${k} is recommended`);
      if (node.url !== undefined && !absoluteUrl(node.url))
        error(path, 'url must be an absolute URL');
    },
    QuantitativeValue(path, node) {
      quantity(path, node);
    },
    PropertyValue(path, node) {
      if (!text(node.name)) error(path, 'name is required');
      quantity(path, node);
    },
  };

  /** A measured value: a number, with its unit as a UN/CEFACT code (three letters or digits). */
  function quantity(path: string, node: Node) {
    if (typeof node.value !== 'number' || !Number.isFinite(node.value))
      error(path, 'value must be a number');
    if (typeof node.unitCode !== 'string' || !/^[A-Z0-9]{3}$/.test(node.unitCode))
      error(path, 'unitCode must be a UN/CEFACT common code');
  }

  /** The nodes declared with an `@id`, which another may name by it alone. */
  const declared = new Set<unknown>(
    items.flatMap((item) => (isNode(item) && item['@id'] ? [item['@id']] : [])),
  );

  /**
   * Every object is typed, uses only its type's properties, and meets its type's rules; or it
   * is a reference (`@id` alone) to a node the page declares.
   */
  function visit(value: unknown, path: string, nested: boolean) {
    if (Array.isArray(value)) return value.forEach((v, i) => visit(v, `${path}[${i}]`, nested));
    if (!isNode(value)) return;
    if (Object.keys(value).join() === '@id') {
      if (!declared.has(value['@id'])) error(path, `@id ${String(value['@id'])} names no node`);
      return;
    }
    const type = value['@type'];
    if (typeof type !== 'string' || !VOCABULARY[type])
      return error(path, `@type ${String(type)} is not in the schema.org allowlist`);
    const allowed = VOCABULARY[type];
    for (const key of Object.keys(value)) {
      if (KEYWORDS.has(key)) continue;
      if (!allowed.includes(key)) error(path, `${type} has no schema.org property '${key}'`);
      else visit(value[key], `${path}.${key}`, true);
    }
    rules[type]?.(path, value, nested);
  }

  items.forEach((item, i) => {
    const path = `[${i}]`;
    if (!isNode(item)) return error(path, 'not an object');
    if (item['@context'] !== 'https://schema.org')
      error(path, "@context must be 'https://schema.org'");
    visit(item, `${path} ${String(item['@type'])}`, false);
  });
  return report;
}
