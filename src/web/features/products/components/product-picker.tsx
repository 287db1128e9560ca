import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useDebounced } from '@web/lib/use-debounced';
import { lookupQuery } from '../api';

/**
 * A type-ahead product chooser (ARIA combobox). The catalogue can be far too large for a
 * plain dropdown, so the server returns the best 20 matches by name.
 */
export function ProductPicker({
  label,
  exclude,
  onPick,
}: {
  label: string;
  exclude: string[];
  onPick: (id: string) => void;
}) {
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebounced(text.trim(), 200);
  const { data = [], isFetching } = useQuery({ ...lookupQuery(search), enabled: open });
  const options = data.filter((p) => !exclude.includes(p.id));

  const pick = (id: string) => {
    onPick(id);
    setText('');
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, options.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter' && open && options[active]) {
      e.preventDefault();
      pick(options[active].id);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <Input
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
        placeholder="Select a product..."
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-md border bg-card p-1 shadow-lg"
        >
          {options.length === 0 ? (
            <li className="px-3 py-2 text-sm text-muted-foreground">
              {isFetching ? 'Searching…' : 'No products found'}
            </li>
          ) : (
            options.map((p, i) => (
              <li
                key={p.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(p.id);
                }}
                onMouseEnter={() => setActive(i)}
                className={cn(
                  'cursor-pointer rounded-sm px-3 py-2 text-sm',
                  i === active && 'bg-muted',
                )}
              >
                {p.name}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
