import { SpecBoundInput } from '@web/features/products';
import { useUnitSystem } from '@web/lib/units';
import { formatCount } from '@shared/format';
import { RotateCcw } from '@web/components/icons';
import { useState } from 'react';
import { BRANCHES, categoryName, type BranchId } from '@shared/catalog';
import {
  MISSION_BUDGET_MAX,
  MISSION_BUDGET_MIN,
  MISSION_PROFILES,
  PRIORITY_LABELS,
  PRIORITY_LEVELS,
  type Mission,
} from '@shared/mission';
import { ZMissionQuery, type MissionInputs } from '@shared/schemas/mission';
import { METRICS } from '@shared/scoring';
import { Button } from '@web/components/ui/button';
import { Input, Label } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { Slider } from '@web/components/ui/slider';
import { Switch } from '@web/components/ui/switch';
import { cn } from '@web/lib/cn';
import type { MissionChange } from '../use-mission-params';

const ANY_BRANCH = 'all';
const BRANCH_OPTIONS = [
  { value: ANY_BRANCH, label: 'All reviewers' },
  ...BRANCHES.map((b) => ({ value: b.id, label: b.label })),
];
const BUDGET_STEP = 5;

const needsLine = (mission: Mission) =>
  mission.needs.map((n) => `${n.count} × ${categoryName(n.category)}`).join(' · ');

/** The budget's message from the shared schema, or null when the typed value is fine. */
function budgetError(text: string): string | null {
  const parsed = ZMissionQuery.shape.budget.safeParse(text.trim());
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

function BudgetField({ budget, onCommit }: { budget: number; onCommit: (budget: number) => void }) {
  const [text, setText] = useState(String(budget));
  const [slider, setSlider] = useState(budget);
  // The URL moved under the field (Back, a new mission): follow it.
  const [shown, setShown] = useState(budget);
  if (shown !== budget) {
    setShown(budget);
    setText(String(budget));
    setSlider(budget);
  }
  const error = budgetError(text);
  const commit = () => {
    if (!error && Number(text) !== budget) onCommit(Number(text));
  };
  return (
    <div className="space-y-3">
      <div className="flex items-end justify-between gap-3">
        <Label htmlFor="mission-budget">Budget (USD)</Label>
        <div className="relative w-32">
          <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted-foreground">
            $
          </span>
          <Input
            id="mission-budget"
            inputMode="numeric"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit();
            }}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'mission-budget-error' : undefined}
            className="pl-6 text-right tabular-nums"
          />
        </div>
      </div>
      <Slider
        min={MISSION_BUDGET_MIN}
        max={MISSION_BUDGET_MAX}
        step={BUDGET_STEP}
        value={[slider]}
        onValueChange={([v]) => {
          setSlider(v!);
          setText(String(v));
        }}
        onValueCommit={([v]) => onCommit(v!)}
        thumbLabels={['Budget']}
      />
      {error ? (
        <p id="mission-budget-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">
          ${MISSION_BUDGET_MIN} to ${formatCount(MISSION_BUDGET_MAX)}. The kit never costs more.
        </p>
      )}
    </div>
  );
}

/** Low / Normal / High for one metric: native radios, so arrow keys move between them. */
function PriorityField({
  metric,
  label,
  value,
  onChange,
}: {
  metric: string;
  label: string;
  value: string;
  onChange: (level: (typeof PRIORITY_LEVELS)[number]) => void;
}) {
  return (
    <fieldset className="flex items-center justify-between gap-3">
      <legend className="float-left text-sm">{label}</legend>
      <div className="flex shrink-0 rounded-md border p-0.5">
        {PRIORITY_LEVELS.map((level) => (
          <label key={level} className="relative">
            <input
              type="radio"
              name={`priority-${metric}`}
              value={level}
              checked={value === level}
              onChange={() => onChange(level)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'block cursor-pointer rounded px-2.5 py-1 text-xs font-medium text-muted-foreground transition-colors',
                'peer-checked:bg-primary peer-checked:text-primary-foreground',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-ring',
              )}
            >
              {PRIORITY_LABELS[level]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function MissionForm({
  inputs,
  signedIn,
  onChange,
  onReset,
}: {
  inputs: MissionInputs;
  signedIn: boolean;
  onChange: (change: MissionChange) => void;
  onReset: () => void;
}) {
  const [system] = useUnitSystem();
  return (
    <form
      aria-label="Describe the mission"
      className="space-y-6 rounded-lg border bg-card p-4 sm:p-5"
      onSubmit={(e) => e.preventDefault()}
    >
      <fieldset className="space-y-3">
        <legend className="mb-3 text-sm font-semibold">Mission profile</legend>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          {MISSION_PROFILES.map((mission) => (
            <div key={mission.id} className="relative">
              <input
                type="radio"
                id={`mission-${mission.id}`}
                name="mission-profile"
                value={mission.id}
                checked={inputs.profile.id === mission.id}
                onChange={() => onChange({ profile: mission.id })}
                className="peer sr-only"
              />
              <label
                htmlFor={`mission-${mission.id}`}
                className={cn(
                  'block h-full cursor-pointer rounded-md border p-3 transition-colors hover:bg-muted/50',
                  'peer-checked:border-primary peer-checked:bg-primary/5 peer-checked:ring-1 peer-checked:ring-primary',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-ring',
                )}
              >
                <span className="block text-sm font-semibold">{mission.name}</span>
                <span className="mt-0.5 block text-xs text-muted-foreground">
                  {mission.summary}
                </span>
                <span className="mt-1.5 block text-[11px] text-muted-foreground">
                  {needsLine(mission)}
                </span>
              </label>
            </div>
          ))}
        </div>
      </fieldset>

      <BudgetField budget={inputs.budget} onCommit={(budget) => onChange({ budget })} />

      {/* Issue 48: in the reader's units here, grams in the URL and the API. */}
      <SpecBoundInput
        field="weight"
        label="Kit weight cap (optional)"
        value={inputs.maxWeight ?? undefined}
        system={system}
        onCommit={(grams) => onChange({ maxWeight: grams || null })}
      />

      <fieldset className="space-y-2.5">
        <legend className="mb-2 text-sm font-semibold">What matters most</legend>
        {METRICS.map((m) => (
          <PriorityField
            key={m.key}
            metric={m.key}
            label={m.label}
            value={inputs.priorities[m.key]}
            onChange={(level) => onChange({ priority: { metric: m.key, level } })}
          />
        ))}
      </fieldset>

      <div className="space-y-1.5">
        <Label htmlFor="mission-branch">Ranked by</Label>
        <Select
          id="mission-branch"
          value={inputs.branch ?? ANY_BRANCH}
          options={BRANCH_OPTIONS}
          onValueChange={(v) => onChange({ branch: v === ANY_BRANCH ? null : (v as BranchId) })}
          aria-describedby="mission-branch-help"
        />
        <p id="mission-branch-help" className="text-xs text-muted-foreground">
          A branch&apos;s reviewers rank a product once they have written 3 reviews of it; otherwise
          everyone&apos;s reviews do.
        </p>
      </div>

      {signedIn ? (
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor="mission-skip-kit" weight="normal">
            Leave out what is already in my Gear Kit
          </Label>
          <Switch
            id="mission-skip-kit"
            checked={inputs.skipKit}
            onCheckedChange={(skipKit) => onChange({ skipKit })}
          />
        </div>
      ) : null}

      <Button type="button" variant="outline" onClick={onReset} className="w-full">
        <RotateCcw /> Reset to mission defaults
      </Button>
    </form>
  );
}
