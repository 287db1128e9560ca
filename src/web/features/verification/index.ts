// What the profile, the review cards, the admin's users tab and the callback page use of
// service verification (issue 29).
export { revokeVerification, verificationQuery } from './api';
export { LiftRevocationButton, RevokedBadge } from './components/lift-revocation';
export { RevokeVerificationDialog } from './components/revoke-verification-dialog';
export { VerificationCard } from './components/verification-card';
export { VerifiedBadge } from './components/verified-badge';
export { VerifyCallbackPanel } from './components/verify-callback-panel';
export { verificationKeys } from './keys';
