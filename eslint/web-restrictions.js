// Two ways the web layer is kept to one way of doing a thing, as no-restricted-syntax entries
// (flat config replaces a rule's options per file, so the files each applies to are listed here
// once, and each file gets every entry that holds for it).

// A query's key is its feature's (keys.ts): what reads an answer and what makes it stale (a
// mutation, a live event) then cannot drift apart.
const literalQueryKey = {
  selector: "Property[key.name='queryKey'] > ArrayExpression",
  message: "Use the feature's query keys (its keys.ts, through its index.ts).",
};

// Issue 45: a failed mutation is told once, by the query client (app/query-client.ts, from the
// mutation's meta); a screen does not toast an error it caught or was handed.
const toastError = "CallExpression[callee.object.name='toast'][callee.property.name='error']";
const inlineErrorToast = [
  `Property[key.name='onError'] ${toastError}`,
  `CatchClause ${toastError}`,
  `${toastError} MemberExpression[computed=false][property.name='message']`,
].map((selector) => ({
  selector,
  message:
    "A failed request's toast is the query client's: give the mutation meta.errorTitle (lib/mutations.ts) instead.",
}));

const WEB = 'src/web/**/*.{ts,tsx}';
const TESTS = '**/*.test.{ts,tsx}';
const KEYS = ['src/web/**/keys.ts', 'src/web/lib/query-keys.ts'];
const TOASTS_ERRORS = ['src/web/app/query-client.ts', 'src/web/lib/form-errors.ts'];

export const webRestrictions = [
  {
    files: [WEB],
    ignores: [TESTS, ...KEYS, ...TOASTS_ERRORS],
    rules: { 'no-restricted-syntax': ['error', literalQueryKey, ...inlineErrorToast] },
  },
  { files: KEYS, rules: { 'no-restricted-syntax': ['error', ...inlineErrorToast] } },
  { files: TOASTS_ERRORS, rules: { 'no-restricted-syntax': ['error', literalQueryKey] } },
];
