import { useId, useState } from 'react';
import type { CategoryId } from '@shared/catalog';
import { SPEC_FIELDS, toBase, toShown, type SpecKey, type UnitSystem } from '@shared/specs';
import { Input } from '@web/components/ui/input';
import { useUnitSystem } from '@web/lib/units';
import {
  offersSpec,
  roundBound,
  type SPEC_BOUNDS,
  type CatalogueState,
} from '../use-catalogue-params';

type Bounds = Pick<CatalogueState, keyof typeof SPEC_BOUNDS>;

/** A bound as its input shows it: in the reader's unit, rounded as that unit is written. */
const shownText = (key: SpecKey, base: number | undefined, system: UnitSystem) =>
  base === undefined ? '' : String(toShown(key, base, system).value);

/** The unit a reader of `system` types a field in. */
export const shownUnit = (key: SpecKey, system: UnitSystem): string => {
  const field: { unit: string; imperial?: { unit: string } } = SPEC_FIELDS[key];
  return system === 'imperial' && field.imperial ? field.imperial.unit : field.unit;
};

/**
 * One bound's number box, in the reader's unit, with the unit beside it. It commits on Enter
 * or on leaving it, not per keystroke: each commit is a request and a history entry. Empty
 * clears the bound; what is not a number from 0 up goes back to the bound as it was.
 */
export function SpecBoundInput({
  field,
  label,
  value,
  system,
  onCommit,
  hideLabel = false,
}: {
  field: SpecKey;
  label: string;
  /** Shown by a legend above instead ("Volume from–to"); still its accessible name. */
  hideLabel?: boolean;
  value: number | undefined;
  system: UnitSystem;
  onCommit: (base: number | undefined) => void;
}) {
  const id = useId();
  const unitId = `${id}-unit`;
  const shown = shownText(field, value, system);
  const [text, setText] = useState(shown);
  // The URL or the unit system changed under the box (Back, Reset, the toggle): follow it.
  const [synced, setSynced] = useState(shown);
  if (synced !== shown) {
    setSynced(shown);
    setText(shown);
  }
  const commit = () => {
    const typed = text.trim();
    if (typed === '') return value === undefined ? undefined : onCommit(undefined);
    const n = Number(typed);
    if (!Number.isFinite(n) || n < 0) return setText(shown);
    const base = Math.min(roundBound(toBase(field, n, system)), SPEC_FIELDS[field].max);
    if (typed !== shown) onCommit(base);
  };
  return (
    <div className={hideLabel ? undefined : 'space-y-1.5'}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium'}>
        {label}
      </label>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          placeholder="Any"
          aria-describedby={unitId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
        />
        <span id={unitId} className="w-10 shrink-0 text-sm text-muted-foreground">
          {shownUnit(field, system)}
        </span>
      </div>
    </div>
  );
}

const VOLUME_ENDS = [
  ['minVolume', 'Volume from'],
  ['maxVolume', 'Volume to'],
] as const;

/**
 * Issue 48: "Weight up to" and "Volume from–to" on the maker's claims, in the reader's unit
 * system, each offered where the category (or, with none chosen, some category) has the field.
 */
export function SpecFilters({
  category,
  bounds,
  onChange,
  system: given,
}: {
  category: CategoryId | undefined;
  bounds: Bounds;
  onChange: (patch: Partial<Bounds>) => void;
  /** The reader's system; the page's own setting when left out (tests name one). */
  system?: UnitSystem;
}) {
  const [setting] = useUnitSystem();
  const system = given ?? setting;
  return (
    <>
      {offersSpec(category, 'weight') ? (
        <SpecBoundInput
          field="weight"
          label="Weight up to"
          value={bounds.maxWeight}
          system={system}
          onCommit={(maxWeight) => onChange({ maxWeight })}
        />
      ) : null}
      {offersSpec(category, 'volume') ? (
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium">Volume from–to</legend>
          <div className="grid grid-cols-2 gap-2">
            {VOLUME_ENDS.map(([bound, label]) => (
              <SpecBoundInput
                key={bound}
                field="volume"
                label={label}
                hideLabel
                value={bounds[bound]}
                system={system}
                onCommit={(base) => onChange({ [bound]: base })}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
