import {
  useEffect,
  useLayoutEffect,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import type { TSuggestions } from '@shared/schemas/search';
import { BriPill } from '@web/components/bri';
import { ProductImage } from '@web/components/product-image';
import { cn } from '@web/lib/cn';
import { formatPrice } from '@shared/format';
import { activeDescendant, CLOSED, comboKey, optionId, type ComboState } from '../combobox-keys';
import { highlight } from '../highlight';
import { suggestOptions, suggestionsSpoken, type SuggestOption } from '../suggest-options';
import { useSuggestions } from '../use-suggestions';
import type { ComboAria, PopupControl } from './popup-control';

function Marked({ text, term }: { text: string; term: string }) {
  return highlight(text, term).map((s, i) =>
    s.match ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>,
  );
}

function OptionBody({ option, term }: { option: SuggestOption; term: string }) {
  switch (option.kind) {
    case 'product': {
      const p = option.product;
      // A suggestion carries no review count; an unrated product's index is 0, a rated one's
      // never is (every score is at least 1 of 10).
      const rated = p.battleReadyIndex > 0;
      return (
        <>
          <ProductImage
            product={p}
            sizes="48px"
            alt=""
            load="eager"
            className="w-12 shrink-0 rounded-sm"
          />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">
              <Marked text={p.name} term={term} />
            </span>
            <span className="mt-0.5 flex items-center gap-2 text-xs text-muted-foreground">
              <BriPill index={p.battleReadyIndex} rated={rated} />
              <span className="tabular-nums">{formatPrice(p.price)}</span>
            </span>
          </span>
        </>
      );
    }
    case 'category':
      return (
        <span className="font-medium">
          <Marked text={option.category.label} term={term} />
        </span>
      );
    case 'question':
      return (
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2">
            <Marked text={option.question.text} term={term} />
          </span>
          <span className="mt-0.5 block truncate text-xs text-muted-foreground">
            Asked about {option.question.productName}
          </span>
        </span>
      );
    case 'all':
      return (
        <span className="text-primary underline-offset-2">
          See all results for <q className="font-medium">{option.term}</q>
        </span>
      );
  }
}

/** A line above the list when it has something to say; it never holds the options up. */
function Notice({ status, data }: { status: string; data: TSuggestions | null }) {
  const line = 'px-2 py-2 text-sm text-muted-foreground';
  if (status === 'error')
    return (
      <p className={line}>Suggestions are unavailable. Press Enter to search the catalogue.</p>
    );
  if (!data) return status === 'loading' ? <p className={line}>Searching…</p> : null;
  if (data.correctedTo)
    return (
      <p className={line}>
        Showing results for <strong className="text-foreground">{data.correctedTo}</strong>
      </p>
    );
  if (data.products.length + data.categories.length + data.questions.length === 0)
    return <p className={line}>No suggestions</p>;
  return null;
}

/**
 * The header box's suggestions (issue 31), a WAI-ARIA 1.2 combobox popup: focus stays in the
 * box, which points at the option in view with aria-activedescendant (combobox-keys.ts).
 */
export default function SuggestPopup({
  term,
  edits,
  listboxId,
  controlRef,
  onAria,
  onClear,
  onGo,
}: {
  term: string;
  /** Bumped by every edit of the box: typing opens the popup. */
  edits: number;
  listboxId: string;
  controlRef: RefObject<PopupControl | null>;
  onAria: Dispatch<SetStateAction<ComboAria>>;
  onClear: () => void;
  onGo: (href: string) => void;
}) {
  const suggestions = useSuggestions(term);
  const [combo, setCombo] = useState<ComboState>(CLOSED);
  // The popup may load after the first keys were typed: those open it too.
  const [seenEdits, setSeenEdits] = useState(0);
  if (seenEdits !== edits) {
    setSeenEdits(edits);
    setCombo({ open: true, active: -1 });
  }
  const data = suggestions.status === 'idle' ? null : suggestions.data;
  // A new list under the arrows starts again from the box.
  const [listOf, setListOf] = useState(data);
  if (listOf !== data) {
    setListOf(data);
    if (combo.active >= 0) setCombo({ open: combo.open, active: -1 });
  }

  const shown = combo.open && suggestions.status !== 'idle';
  const state = shown ? combo : CLOSED;
  const options = suggestOptions(term, data);
  const activeId = activeDescendant(listboxId, state);
  const go = (href: string) => {
    setCombo(CLOSED);
    onGo(href);
  };

  useEffect(() => {
    onAria({ expanded: shown, activeId });
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [onAria, shown, activeId]);
  useEffect(() => () => onAria({ expanded: false, activeId: undefined }), [onAria]);

  useLayoutEffect(() => {
    controlRef.current = {
      keyDown(e) {
        if (e.altKey || e.ctrlKey || e.metaKey || e.nativeEvent.isComposing) return;
        // Below SUGGEST_MIN there is nothing to show: only Escape (to clear) means anything.
        if (suggestions.status === 'idle' && e.key !== 'Escape') return;
        const out = comboKey(state, e.key, options.length);
        if (out.handled) e.preventDefault();
        setCombo(out.state);
        if (out.pick !== undefined) go(options[out.pick]!.href);
        if (out.clear) onClear();
      },
      blur: () => setCombo(CLOSED),
    };
  });
  useEffect(
    () => () => {
      controlRef.current = null;
    },
    [controlRef],
  );

  const highlightOf = data ? (data.correctedTo ?? data.query) : term;
  const spoken =
    suggestions.status === 'ready'
      ? suggestionsSpoken(suggestions.data)
      : suggestions.status === 'error'
        ? 'Suggestions unavailable'
        : suggestions.status === 'loading' && !data
          ? 'Loading suggestions'
          : '';

  // Options are never focused: the box keeps focus and handles their keys (aria-activedescendant),
  // so a click is all a pointer needs.
  const renderOption = (option: SuggestOption, i: number) => (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
    <div
      key={option.href}
      id={optionId(listboxId, i)}
      role="option"
      aria-selected={i === state.active}
      onMouseMove={() => i !== state.active && setCombo({ open: true, active: i })}
      onClick={() => go(option.href)}
    >
      <OptionBody option={option} term={highlightOf} />
    </div>
  );
  const products = data?.products.length ?? 0;
  const categories = data?.categories.length ?? 0;
  const questions = data?.questions.length ?? 0;
  const group = (label: string, from: number, to: number) =>
    to > from ? (
      <div role="group" aria-labelledby={`${listboxId}-${label}`}>
        <div role="presentation" id={`${listboxId}-${label}`}>
          {label}
        </div>
        {options.slice(from, to).map((o, k) => renderOption(o, from + k))}
      </div>
    ) : null;

  return (
    <>
      <div role="status" className="sr-only">
        {shown ? spoken : ''}
      </div>
      {/* A press inside the popup must not take focus from the box (it would close it). */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        className={cn('suggest-popup', !shown && 'hidden')}
        onMouseDown={(e) => e.preventDefault()}
      >
        <Notice status={suggestions.status} data={data} />
        <div
          id={listboxId}
          role="listbox"
          aria-label="Suggestions"
          aria-busy={suggestions.status === 'loading'}
          className={cn(suggestions.status === 'loading' && data && 'opacity-60')}
        >
          {group('Products', 0, products)}
          {group('Categories', products, products + categories)}
          {group('Questions', products + categories, products + categories + questions)}
          {renderOption(options.at(-1)!, options.length - 1)}
        </div>
      </div>
    </>
  );
}
