import { Search } from '@web/components/icons';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@web/lib/router';
import { cn } from '@web/lib/cn';
import { paths } from '@web/lib/paths';
import type { ComboAria, PopupControl } from './popup-control';

// Issue 31: the box is in every page's first paint, the suggestions are not. Their code (the
// requests, the popup, the keyboard model) loads the first time the box takes focus, so a first
// visit that never searches downloads none of it.
const SuggestPopup = lazy(() => import('./suggest-popup'));

/** DESIGN §5: the header search goes to /products?search=term, suggesting as you type. */
export function HeaderSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [term, setTerm] = useState(params.get('search') ?? '');
  // Counts keystrokes that changed the text: the popup opens on typing, never on focus alone.
  const [edits, setEdits] = useState(0);
  const [armed, setArmed] = useState(false);
  const [aria, setAria] = useState<ComboAria>({ expanded: false, activeId: undefined });
  const control = useRef<PopupControl | null>(null);
  const listboxId = `${useId()}suggestions`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(paths.products({ search: term.trim() }));
  };
  return (
    <form role="search" onSubmit={submit} className={cn('relative', className)}>
      <Search className="search-icon" />
      <input
        type="search"
        role="combobox"
        aria-label="Search gear"
        aria-autocomplete="list"
        aria-expanded={aria.expanded}
        aria-controls={armed ? listboxId : undefined}
        aria-activedescendant={aria.activeId}
        placeholder="Search gear..."
        value={term}
        onChange={(e) => {
          setTerm(e.target.value);
          setEdits((n) => n + 1);
        }}
        onFocus={() => setArmed(true)}
        onBlur={() => control.current?.blur()}
        onKeyDown={(e) => control.current?.keyDown(e)}
        maxLength={200}
        autoComplete="off"
        className="header-search"
      />
      {armed ? (
        <Suspense fallback={null}>
          <SuggestPopup
            term={term}
            edits={edits}
            listboxId={listboxId}
            controlRef={control}
            onAria={setAria}
            onClear={() => setTerm('')}
            onGo={navigate}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
