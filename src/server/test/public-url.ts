/** The public URL of the apps the tests build: links, cookies and OAuth callbacks name it. */
export const TEST_PUBLIC_URL = 'http://battle-ready.test';
