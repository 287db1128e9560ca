import { STANDARD_IDS, STANDARDS, type Standard } from '@shared/compliance';

/**
 * Issue 49: the catalogue's standards, a checkbox each; a product must claim every one ticked.
 * Each option says what the standard is, as its short name alone may not.
 */
export function StandardFilter({
  chosen,
  onChange,
}: {
  chosen: readonly Standard[];
  onChange: (standards: Standard[]) => void;
}) {
  const toggle = (id: Standard, on: boolean) =>
    onChange(STANDARD_IDS.filter((s) => (s === id ? on : chosen.includes(s))));
  return (
    <fieldset className="standard-filter">
      <legend>Standards claimed</legend>
      <div>
        {STANDARD_IDS.map((id) => (
          <label key={id} title={STANDARDS[id].about}>
            <input
              type="checkbox"
              checked={chosen.includes(id)}
              onChange={(e) => toggle(id, e.target.checked)}
            />
            {STANDARDS[id].name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
