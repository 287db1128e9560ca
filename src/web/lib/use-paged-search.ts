import { useState } from 'react';
import { useDebounced } from './use-debounced';

/** A searched, paged list: typing goes back to page 1; the query follows once typing pauses. */
export function usePagedSearch(delayMs = 300) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const term = useDebounced(search.trim(), delayMs);
  const setSearch = (text: string) => {
    setSearchText(text);
    setPage(1);
  };
  return { search, setSearch, term: term || undefined, page, setPage };
}
