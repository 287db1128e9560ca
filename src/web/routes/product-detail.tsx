import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, Hourglass, ShieldCheck } from '@web/components/icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from '@web/lib/router';
import { branchLabel, categoryName } from '@shared/catalog';
import { monthsText } from '@shared/field-reports';
import { PRODUCT_QUESTIONS_TAB } from '@shared/pages';
import { productHead } from '@shared/seo';
import { paths } from '@web/lib/paths';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton, Spinner } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import {
  ComplianceList,
  DurabilitySection,
  FlagClaimButton,
  HowReviewersGotIt,
  ProductFacts,
  productQuery,
  recordView,
  RelatedGear,
  ScoreBars,
} from '@web/features/products';
import { BriCard } from '@web/components/bri';
import { ProductImage } from '@web/components/product-image';
import { Stars } from '@web/components/stars';
import { formatPrice, oneDecimal } from '@shared/format';
import { useViewer } from '@web/lib/viewer';
import { GearKitButton, heartOnCard } from '@web/features/gear-kit';
import { ReportFromLink, ReviewList, useReviewList } from '@web/features/reviews';
import { AdSlot } from '@web/features/site';
import { ProductAlerts } from '@web/features/alerts';
import { ApiError } from '@web/lib/api';
import { useHead, useStaticHead } from '@web/lib/head';
import { lazyPart } from '@web/lib/lazy-part';

function ProductNotFound() {
  useStaticHead('notFound', {
    title: 'Product Not Found',
    description: 'This product does not exist or was removed.',
  });
  return (
    <div className="mx-auto max-w-lg space-y-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Product Not Found</h1>
      <p className="text-muted-foreground">
        The product you're looking for doesn't exist or has been removed.
      </p>
      <Button asChild>
        <Link to={paths.products()}>
          <ArrowLeft /> Back to Products
        </Link>
      </Button>
    </div>
  );
}

// The review form and its form libraries load when a signed-in reader opens the tab.
const WriteReviewTab = lazy(() => import('@web/features/reviews/components/write-review-tab'));
// Issue 50: the questions load when the tab is opened, or when a link opens the page on it; a
// server render that draws them has the browser load them before it takes the page over.
const { Part: QuestionsTab } = lazyPart(
  'questions-tab',
  () => import('@web/features/questions/components/questions-tab'),
);

export default function ProductDetailPage() {
  const { id = '' } = useParams();
  const { data: product, error, isPending } = useQuery(productQuery(id));
  const reviews = useReviewList(id);
  const { viewer } = useViewer();
  const [params] = useSearchParams();
  const [tab, setTab] = useState(() =>
    params.get('tab') === PRODUCT_QUESTIONS_TAB ? PRODUCT_QUESTIONS_TAB : 'reviews',
  );
  // Opened from the address, the questions are drawn by the server and hydrate with the screen,
  // inside its boundary, before a member's own answers are asked for (app/layout.tsx): in a
  // boundary of their own they hydrated later, and could meet the member's answers. Opened by
  // the reader, they load in their own boundary, the page and the focus on the tab staying.
  const [questionsFirst] = useState(tab === PRODUCT_QUESTIONS_TAB);
  // Once opened, the review form stays mounted (hidden), so a draft and its uploads survive a
  // look at the reviews.
  const [writeOpened, setWriteOpened] = useState(false);
  const openTab = (value: string) => {
    setTab(value);
    if (value === 'write') setWriteOpened(true);
  };
  // Issue 52: the reader may leave gifted and maker-connected reviews out of the scores.
  const [leftOut, setLeftOut] = useState(false);
  const reviewsTab = useRef<HTMLButtonElement>(null);
  const showSubmitted = () => {
    setTab('reviews');
    // The submit button hides with the form; a keyboard user carries on from the Reviews tab.
    reviewsTab.current?.focus();
  };

  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!product || recorded.current === product.id) return;
    recorded.current = product.id;
    // A failed view count must never disturb the reader.
    recordView(product.id).catch(() => undefined);
  }, [product]);

  useHead((site) =>
    product
      ? productHead(
          site.name,
          site.origin,
          product,
          // Like the server's head: approved reviews only, never the reader's own pending one.
          (reviews.query.data?.items ?? []).filter((r) => r.status === 'approved').slice(0, 3),
        )
      : null,
  );

  if (error instanceof ApiError && error.status === 404) return <ProductNotFound />;
  if (isPending || !product) {
    return (
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-2">
        <Skeleton className="aspect-[4/3]" />
        <div className="space-y-4">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-24" />
          <Skeleton className="h-20" />
        </div>
      </div>
    );
  }

  const scores =
    leftOut && product.withoutIncentives ? { ...product, ...product.withoutIncentives } : product;
  const rated = scores.reviewCount > 0;
  const { data: page } = reviews.query;
  const filteredTotal = page?.total ?? 0;
  const allTotal = page?.totalUnfiltered ?? product.reviewCount;
  const reviewsLabel =
    page && filteredTotal !== allTotal
      ? `Reviews (${filteredTotal} of ${allTotal})`
      : `Reviews (${allTotal})`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <AdSlot name="product-detail-top" />
      <Link
        to={paths.products()}
        className="mb-6 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" /> Back to Products
      </Link>
      <ProductAlerts productId={product.id} alerts={product.alerts} />
      <div className="grid gap-8 md:grid-cols-2">
        {/* Its own height, not the taller column's: stretched, the frame showed a bare band. */}
        <div className="self-start overflow-hidden rounded-lg border">
          <ProductImage
            product={product}
            alt={product.name}
            load="first"
            sizes="(min-width: 1024px) 600px, 92vw"
          />
        </div>
        <div className="space-y-5">
          <div className="flex flex-wrap gap-2">
            <Badge variant="accent">{branchLabel(product.topBranch)}</Badge>
            <Badge variant="secondary">Approved</Badge>
            <Badge variant="outline">
              <Link to={paths.products({ category: product.category })}>
                {categoryName(product.category)}
              </Link>
            </Badge>
          </div>
          <h1 className="text-3xl font-bold tracking-tight">{product.name}</h1>
          <p className="leading-relaxed text-muted-foreground">{product.description}</p>
          <div className="flex items-center gap-2 text-sm">
            {rated ? (
              <>
                <Stars value={scores.averageRating} />
                <span className="font-semibold">{oneDecimal(scores.averageRating)}</span>
                <span className="text-muted-foreground">
                  {`(${scores.reviewCount} ${scores.reviewCount === 1 ? 'review' : 'reviews'})`}
                </span>
              </>
            ) : (
              <span className="text-muted-foreground">Not yet rated</span>
            )}
          </div>
          {product.reviewCount > 0 ? (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <ShieldCheck className="size-4 shrink-0" aria-hidden />
              {`${product.verifiedReviewCount} of ${product.reviewCount} ${
                product.reviewCount === 1 ? 'review' : 'reviews'
              } from verified members`}
            </p>
          ) : null}
          {product.fieldTestedCount > 0 ? (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Hourglass className="size-4 shrink-0" aria-hidden />
              {`${product.fieldTestedCount} field-tested ${
                product.fieldTestedCount === 1 ? 'review' : 'reviews'
              }${
                product.longestOwnedMonths
                  ? ` · longest owned ${monthsText(product.longestOwnedMonths)}`
                  : ''
              }`}
            </p>
          ) : null}
          <ComplianceList
            claims={product.compliance}
            action={
              viewer
                ? (claim) => <FlagClaimButton productId={product.id} claim={claim} />
                : undefined
            }
          />
          <HowReviewersGotIt product={product} leftOut={leftOut} onLeaveOut={setLeftOut} />
          <BriCard index={scores.battleReadyIndex} rated={rated} />
          <ScoreBars scores={scores} />
          <div className="flex flex-wrap items-center gap-3 border-t pt-5">
            <span className="text-3xl font-bold">{formatPrice(product.price)}</span>
            {product.amazonUrl ? (
              <Button asChild variant="accent" className="ml-auto">
                <a href={product.amazonUrl} target="_blank" rel="noopener noreferrer sponsored">
                  View on Amazon <ExternalLink />
                </a>
              </Button>
            ) : null}
            <GearKitButton productId={product.id} className={product.amazonUrl ? '' : 'ml-auto'} />
          </div>
        </div>
      </div>

      <ProductFacts specs={product.specs} fit={product.fit} />

      <DurabilitySection
        productId={product.id}
        productName={product.name}
        owners={product.fieldTestedCount}
      />

      <Tabs value={tab} onValueChange={openTab} className="mt-12">
        <TabsList>
          <TabsTrigger value="reviews" ref={reviewsTab}>
            {reviewsLabel}
          </TabsTrigger>
          {viewer ? <TabsTrigger value="write">Write a Review</TabsTrigger> : null}
          <TabsTrigger value={PRODUCT_QUESTIONS_TAB}>Questions</TabsTrigger>
        </TabsList>
        <TabsContent value="reviews">
          {/* The review titles (h3) need a section heading above them. */}
          <h2 className="sr-only">Reviews</h2>
          <ReviewList state={reviews} />
        </TabsContent>
        <TabsContent value={PRODUCT_QUESTIONS_TAB}>
          {questionsFirst ? (
            <QuestionsTab productId={product.id} />
          ) : (
            <Suspense fallback={<Spinner />}>
              <QuestionsTab productId={product.id} />
            </Suspense>
          )}
        </TabsContent>
        {viewer ? (
          <TabsContent
            value="write"
            forceMount={writeOpened || undefined}
            className="data-[state=inactive]:hidden"
          >
            <Suspense fallback={<Spinner />}>
              <WriteReviewTab productId={product.id} onSubmitted={showSubmitted} />
            </Suspense>
          </TabsContent>
        ) : null}
      </Tabs>
      {/* After the reviews: appearing, or not, it moves nothing a reader has in view. */}
      <RelatedGear productId={product.id} action={heartOnCard} />
      <ReportFromLink productId={product.id} listReady={Boolean(page)} />
    </div>
  );
}
