// The identity provider of the e2e run (issue 29): oidc-provider on a free port, whose
// interaction signs in a veteran with their personal claims besides the military status the
// app keeps. serve.mjs starts it with the app's public URL and reads its settings from the
// first line it prints; it runs until it is stopped.
import { startOidcProvider, VERIFY_CLIENT } from '../src/server/test/oidc-provider';
import { VERIFY_PROVIDER_NAME } from './accounts-data';

const publicUrl = process.argv[2];
if (!publicUrl) throw new Error('usage: tsx e2e/verify-provider.ts <app public URL>');

const provider = await startOidcProvider({
  publicUrl,
  signInAs: {
    sub: 'e2e-veteran',
    email: 'old.hand@example.com',
    emailVerified: true,
    name: 'Harold Hand',
    extraClaims: {
      birthdate: '1969-07-20',
      service_number: 'E2E-000-42',
      status: [{ group: 'military', subgroups: ['Veteran'], verified: true }],
    },
  },
});

console.log(
  JSON.stringify({
    VERIFY_OIDC_ISSUER: provider.issuerUrl,
    VERIFY_OIDC_CLIENT_ID: VERIFY_CLIENT.clientId,
    VERIFY_OIDC_CLIENT_SECRET: VERIFY_CLIENT.clientSecret,
    VERIFY_OIDC_NAME: VERIFY_PROVIDER_NAME,
  }),
);

const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
