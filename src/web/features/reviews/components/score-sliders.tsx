import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { REVIEW_SCORE_MAX, REVIEW_SCORE_MIN } from '@shared/limits';
import { METRICS } from '@shared/scoring';
import { Slider } from '@web/components/ui/slider';

/**
 * The five scores of SPEC §5 as sliders, for a form whose values hold them by their metric keys:
 * the review form, and a field report's "Score it again" (issue 30).
 */
export function ScoreSliders<T extends FieldValues>({ control }: { control: Control<T> }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {METRICS.map((m) => (
        <Controller
          key={m.key}
          control={control}
          name={m.key as Path<T>}
          render={({ field }) => (
            <div className="space-y-2">
              <div className="flex justify-between text-sm">
                <span className="font-medium">{m.label}</span>
                <span className="tabular-nums text-muted-foreground">{field.value}/10</span>
              </div>
              <Slider
                min={REVIEW_SCORE_MIN}
                max={REVIEW_SCORE_MAX}
                step={1}
                value={[field.value as number]}
                onValueChange={([v]) => field.onChange(v)}
                thumbLabels={[m.label]}
              />
            </div>
          )}
        />
      ))}
    </div>
  );
}
