import { useEffect, useId, useRef } from 'react';
import type { UnitSystem } from '@shared/specs';
import { useUnitSystem } from '@web/lib/units';

const SYSTEMS: { id: UnitSystem; label: string }[] = [
  { id: 'metric', label: 'Metric' },
  { id: 'imperial', label: 'Imperial' },
];

/**
 * Metric or imperial, the reader's choice for every value on the site (issue 48): a radio pair.
 * The server cannot know the choice and hydration keeps the server's markup as it is, so the
 * radios are left to the browser and an effect checks the chosen one; until then the chosen
 * one's look comes from the class on <html> (styles.css `.unit-switch`), right at first paint.
 */
export function UnitSwitch() {
  const [system, setSystem] = useUnitSystem();
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    for (const radio of group.current?.querySelectorAll('input') ?? []) {
      radio.checked = radio.value === system;
    }
  }, [system]);
  const name = useId();
  return (
    <fieldset ref={group} className="unit-switch">
      <legend className="sr-only">Units</legend>
      {SYSTEMS.map(({ id, label }) => (
        <label key={id}>
          <input
            type="radio"
            name={name}
            value={id}
            onChange={() => setSystem(id)}
            className="peer sr-only"
          />
          <span data-system={id}>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
