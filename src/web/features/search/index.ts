// The header's search box (issue 31). Its suggestions are a lazy chunk of their own
// (components/suggest-popup.tsx), loaded when the box first takes focus.
export { HeaderSearch } from './components/header-search';
