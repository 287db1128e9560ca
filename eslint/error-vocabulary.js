/**
 * One error vocabulary on the server: an error the client sees is made by a helper in
 * lib/errors.ts, which binds each status to its code, so no route answers 403 with a 409's code
 * or keeps a copy of a helper. Tests too: they check the error handler through the same helpers.
 */
export const errorVocabulary = {
  files: ['src/server/**/*.ts'],
  ignores: ['src/server/lib/errors.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "NewExpression[callee.name='AppError']",
        message:
          'Make errors with the helpers in lib/errors.ts (forbidden, conflict, tooMany…); add one there if none fits.',
      },
    ],
  },
};
