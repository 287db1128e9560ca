import { AlertTriangle, ArrowLeftRight, Heart, Scale } from '@web/components/icons';
import { Link } from '@web/lib/router';
import { BRANCH_MEMBERS, MISSION_BUDGET_MAX } from '@shared/mission';
import type { BranchId } from '@shared/catalog';
import type { MissionInputs, TMissionItem, TMissionResult } from '@shared/schemas/mission';
import { COMPARE_MAX } from '@shared/limits';
import { paths } from '@web/lib/paths';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { GearKitButton } from '@web/features/gear-kit';
import { SpecValue } from '@web/features/products';
import { BriPill } from '@web/components/bri';
import { ProductImage } from '@web/components/product-image';
import { formatCount, formatPrice } from '@shared/format';
import { cn } from '@web/lib/cn';
import { useAddKitToGearKit } from '../api';
import type { MissionChange } from '../use-mission-params';

function BasisBadge({ item, branch }: { item: TMissionItem; branch: string | null }) {
  if (item.basis === 'unreviewed') return <Badge variant="outline">Not reviewed yet</Badge>;
  if (item.basis === 'branch' && branch) {
    return <Badge variant="accent">Ranked by {BRANCH_MEMBERS[branch as BranchId]}</Badge>;
  }
  return null;
}

function MatchScore({ score }: { score: number }) {
  return (
    <span
      className="inline-flex items-center rounded-md bg-primary/10 px-2 py-0.5 text-xs font-bold text-primary"
      title="How well it fits this mission, 0-100"
    >
      Match {score}
    </span>
  );
}

function Pick({ item, branch }: { item: TMissionItem; branch: string | null }) {
  return (
    <div className="flex gap-3 sm:gap-4">
      <Link to={paths.product(item.id)} className="shrink-0" tabIndex={-1} aria-hidden>
        <ProductImage
          product={item}
          sizes="(min-width: 640px) 128px, 96px"
          alt=""
          className="w-24 rounded-md sm:w-32"
        />
      </Link>
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex items-start justify-between gap-2">
          <Link
            to={paths.product(item.id)}
            className="line-clamp-2 font-semibold leading-snug hover:underline"
          >
            {item.name}
          </Link>
          <GearKitButton productId={item.id} productName={item.name} className="size-9 shrink-0" />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold tabular-nums">{formatPrice(item.price)}</span>
          <MatchScore score={item.matchScore} />
          <BriPill index={item.battleReadyIndex} rated={item.reviewCount > 0} />
          <BasisBadge item={item} branch={branch} />
        </div>
        <p className="text-sm text-muted-foreground">{item.reason}</p>
      </div>
    </div>
  );
}

function Slot({
  slot,
  index,
  branch,
  busy,
  onSwap,
}: {
  slot: TMissionResult['slots'][number];
  index: number;
  branch: string | null;
  busy: boolean;
  onSwap: (id: string) => void;
}) {
  return (
    <li>
      <Card className="space-y-4 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {index + 1}. {slot.categoryName}
        </p>
        {slot.pick ? (
          <Pick item={slot.pick} branch={branch} />
        ) : (
          <p className="text-sm text-muted-foreground">
            Nothing in {slot.categoryName} fits what is left of the budget.
          </p>
        )}
        {slot.alternates.length > 0 ? (
          <div className="space-y-2 border-t pt-3">
            <p className="text-xs font-medium text-muted-foreground">
              {slot.pick ? 'Alternates' : 'Could fill this slot'}
            </p>
            <ul className="space-y-2">
              {slot.alternates.map((alt) => (
                <li key={alt.id} className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
                  <Link
                    to={paths.product(alt.id)}
                    className="min-w-0 basis-full hover:underline sm:basis-auto sm:flex-1"
                  >
                    {alt.name}
                  </Link>
                  <span className="tabular-nums">{formatPrice(alt.price)}</span>
                  <MatchScore score={alt.matchScore} />
                  <Button
                    size="sm"
                    variant="outline"
                    className="ml-auto sm:ml-0"
                    disabled={busy}
                    onClick={() => onSwap(alt.id)}
                    aria-label={`Swap in ${alt.name}`}
                  >
                    <ArrowLeftRight /> Swap in
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Card>
    </li>
  );
}

export function KitResult({
  result,
  inputs,
  busy,
  onChange,
}: {
  result: TMissionResult;
  inputs: MissionInputs;
  /** A newer answer is on its way: swaps wait for it. */
  busy: boolean;
  onChange: (change: MissionChange) => void;
}) {
  const addKit = useAddKitToGearKit();
  const picks = result.slots.flatMap((s) => (s.pick ? [s.pick] : []));
  const left = result.budget - result.total;
  const members = result.branch ? BRANCH_MEMBERS[result.branch as BranchId] : null;
  const unavailable = result.unavailable.map(
    (c) => result.slots.find((s) => s.category === c)?.categoryName ?? c,
  );
  return (
    <section aria-labelledby="kit-heading" className={cn('space-y-4', busy && 'opacity-70')}>
      <Card className="space-y-3 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="kit-heading" className="text-xl font-bold">
            Your {inputs.profile.name} kit
          </h2>
          <p className="tabular-nums" data-testid="kit-total">
            <span className="text-lg font-bold">{formatPrice(result.total)}</span>{' '}
            <span className="text-muted-foreground">of {formatPrice(result.budget)}</span>
          </p>
        </div>
        <Progress value={result.total} max={result.budget} label="Kit total against budget" />
        <KitWeight result={result} />
        <p className="text-sm text-muted-foreground">
          {formatPrice(left)} left ·{' '}
          {members
            ? `Ranked by ${members}' reviews where a product has 3 or more of them, otherwise by all reviewers.`
            : 'Ranked by all reviewers, weighted by what matters most on this mission.'}
          {result.skippedKit ? ' Leaving out what is already in your Gear Kit.' : ''}
        </p>
        <div className="flex flex-wrap gap-2 pt-1">
          <Button
            onClick={() => addKit.mutate(picks.map((p) => p.id))}
            disabled={picks.length === 0 || addKit.isPending}
          >
            <Heart /> {addKit.isPending ? 'Adding…' : 'Add kit to Gear Kit'}
          </Button>
          {picks.length > 0 ? (
            <Button asChild variant="outline">
              <Link to={paths.compare(picks.slice(0, COMPARE_MAX).map((p) => p.id))}>
                <Scale /> Compare picks
              </Link>
            </Button>
          ) : null}
        </div>
      </Card>

      {!result.complete ? (
        <div
          role="status"
          className="flex gap-3 rounded-lg border border-bri-orange/60 bg-bri-orange/10 p-4 text-sm"
        >
          <AlertTriangle className="size-5 shrink-0 text-bri-orange" aria-hidden />
          <div className="space-y-2">
            {result.cheapestComplete !== null ? (
              <>
                <p>
                  A budget of {formatPrice(result.budget)} can&apos;t cover a complete{' '}
                  {inputs.profile.name} kit: the cheapest complete kit costs{' '}
                  <strong>{formatPrice(result.cheapestComplete)}</strong>. Here is the best partial
                  kit within your budget.
                </p>
                {result.cheapestComplete <= MISSION_BUDGET_MAX ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onChange({ budget: Math.ceil(result.cheapestComplete!) })}
                  >
                    Use a ${formatCount(Math.ceil(result.cheapestComplete))} budget
                  </Button>
                ) : null}
              </>
            ) : (
              <p>The catalogue cannot fill every slot of this kit yet.</p>
            )}
            {unavailable.length > 0 ? (
              <p>
                No {unavailable.join(' or ')} in the catalogue
                {result.skippedKit ? ' outside your Gear Kit' : ''} yet.
              </p>
            ) : null}
          </div>
        </div>
      ) : null}

      <ol className="space-y-3">
        {result.slots.map((slot, i) => (
          <Slot
            key={`${i}-${slot.pick?.id ?? 'empty'}`}
            slot={slot}
            index={i}
            branch={result.branch}
            busy={busy}
            onSwap={(id) => onChange({ swap: { slot: i, id } })}
          />
        ))}
      </ol>
    </section>
  );
}

/**
 * Issue 48: the kit's claimed weight, against the cap when one was asked. A product whose
 * maker claims no weight is unknown and not in the total, so the line says what it covers.
 */
function KitWeight({ result }: { result: TMissionResult }) {
  const { grams, weighed, items } = result.weight;
  if (items === 0) return null;
  return (
    <p className="text-sm tabular-nums" data-testid="kit-weight">
      <span className="font-semibold">Weight: </span>
      {weighed === 0 ? (
        'no maker here states a weight'
      ) : (
        <>
          <SpecValue field="weight" value={grams} />
          {result.maxWeight !== null ? (
            <>
              {' of '}
              <SpecValue field="weight" value={result.maxWeight} />
              {' cap'}
            </>
          ) : null}
          <span className="text-muted-foreground">
            {weighed < items
              ? ` · covers ${weighed} of ${items} items; ${items - weighed} state no weight`
              : ` · all ${items} items`}
          </span>
        </>
      )}
    </p>
  );
}
