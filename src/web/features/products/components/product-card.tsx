import type { ReactNode } from 'react';
import { Link } from '@web/lib/router';
import { categoryName } from '@shared/catalog';
import type { TProductCard } from '@shared/schemas/products';
import { paths } from '@web/lib/paths';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { HydrateWhenSeen } from '@web/lib/partial-hydration';
import { formatPrice, oneDecimal } from '@shared/format';
import { BriPill } from '@web/components/bri';
import {
  CARD_MAX_WIDTH,
  CARD_SIZES,
  ProductImage,
  type ImageLoad,
} from '@web/components/product-image';
import { Stars } from '@web/components/stars';
import { Hourglass } from '@web/components/icons';
import { AlertMark } from './alert-mark';
import { DURABILITY_HEADLINE_MONTH, percentText } from '@shared/durability';
import { monthsText } from '@shared/field-reports';
import { CardCompliance } from './compliance-badges';

/** The button a screen puts in each card's corner, beside the link (the Gear Kit heart). */
export type CardAction = (product: TProductCard) => ReactNode;
/** A line a screen adds under a card, saying why it shows it (related gear's reason). */
export type CardNote = (product: TProductCard) => ReactNode;

/**
 * The card's one link is the product's name, stretched over the whole card, so the card is one
 * click target whose accessible name is the name a reader sees (not a paragraph of badges).
 * Its parts take their looks from `.product-card` by position (styles.css): a catalogue page
 * holds twenty cards, and a class on each part was a tenth of its HTML.
 */
function ProductCard({
  product,
  action,
  note,
  headingLevel = 3,
  imageLoad,
}: {
  product: TProductCard;
  action?: CardAction;
  note?: CardNote;
  /** 2 where the cards sit right under the page's h1, 3 under a section heading. */
  headingLevel?: 2 | 3;
  imageLoad?: ImageLoad;
}) {
  const rated = product.reviewCount > 0;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <HydrateWhenSeen as="li" className="card product-card">
      {action ? action(product) : null}
      <ProductImage
        product={product}
        alt=""
        load={imageLoad}
        sizes={CARD_SIZES}
        maxWidth={CARD_MAX_WIDTH}
      />
      <div>
        <p>
          <BriPill index={product.battleReadyIndex} rated={rated} />
          <Badge variant="outline">{categoryName(product.category)}</Badge>
          <AlertMark kind={product.alert} />
          <CardCompliance claims={product.compliance} />
        </p>
        <Heading>
          <Link to={paths.product(product.id)}>{product.name}</Link>
        </Heading>
        {product.survival12Months === null ? null : (
          <p>
            <Hourglass aria-hidden />
            {/* One string: React would mark each joint with a comment. */}
            {`${percentText(product.survival12Months)} in service at ${monthsText(DURABILITY_HEADLINE_MONTH)}`}
          </p>
        )}
        <div>
          <span>
            {rated ? (
              <>
                <Stars value={product.averageRating} />
                {/* One string: React would mark each joint with a comment. */}
                <span>{`${oneDecimal(product.averageRating)} (${product.reviewCount})`}</span>
              </>
            ) : (
              'No reviews yet'
            )}
          </span>
          <span>{formatPrice(product.price)}</span>
        </div>
        {note ? <small>{note(product)}</small> : null}
      </div>
    </HydrateWhenSeen>
  );
}

/** The widest grid's first row: the cards in view when a page opens on them. */
const FIRST_ROW = 4;

/**
 * Cards across on the widest screens: a prop, not a caller's class, as no class may override
 * another in `cn` (issue 46).
 */
const WIDEST = { 3: 'xl:grid-cols-3', 4: 'xl:grid-cols-4' } as const;

export function ProductGrid({
  products,
  className,
  action,
  note,
  headingLevel,
  atTop,
  columns = 4,
}: {
  products: TProductCard[];
  className?: string;
  columns?: keyof typeof WIDEST;
  action?: CardAction;
  note?: CardNote;
  headingLevel?: 2 | 3;
  /** The grid is what a page opens on: its first row's images load with the page. */
  atTop?: boolean;
}) {
  const imageLoad = (index: number): ImageLoad =>
    !atTop || index >= FIRST_ROW ? 'lazy' : index === 0 ? 'first' : 'eager';
  return (
    <ul className={cn('grid gap-5 sm:grid-cols-2 lg:grid-cols-3', WIDEST[columns], className)}>
      {products.map((p, index) => (
        <ProductCard
          key={p.id}
          product={p}
          action={action}
          note={note}
          headingLevel={headingLevel}
          imageLoad={imageLoad(index)}
        />
      ))}
    </ul>
  );
}
