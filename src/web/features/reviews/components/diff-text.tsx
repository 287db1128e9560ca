import type { DiffPart } from '../word-diff';

/**
 * A word diff read in place: removed words struck through, added ones marked, each also said in
 * words for screen readers (which announce neither `del` nor `ins`).
 */
export function DiffText({ parts }: { parts: DiffPart[] }) {
  return (
    <span className="whitespace-pre-line break-words">
      {parts.map((part, i) =>
        part.kind === 'same' ? (
          <span key={i}>{part.text}</span>
        ) : part.kind === 'removed' ? (
          <del key={i} className="rounded-sm bg-red-600/15 px-0.5 text-red-800 dark:text-red-300">
            <span className="sr-only">[removed: </span>
            {part.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <ins
            key={i}
            className="rounded-sm bg-green-600/15 px-0.5 text-green-800 no-underline dark:text-green-300"
          >
            <span className="sr-only">[added: </span>
            {part.text}
            <span className="sr-only">]</span>
          </ins>
        ),
      )}
    </span>
  );
}
