// What the profile, the admin's users tab and the callback page use of service verification
// (issue 29). Its badge is in components/, as the review cards show it too.
export { revokeVerification, verificationQuery } from './api';
export { LiftRevocationButton, RevokedBadge } from './components/lift-revocation';
export { RevokeVerificationDialog } from './components/revoke-verification-dialog';
export { VerificationCard } from './components/verification-card';
export { VerifyCallbackPanel } from './components/verify-callback-panel';
export { verificationKeys } from './keys';
