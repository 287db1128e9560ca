// Service verification (issue 29): whether a member's is current, for other features' queries;
// the feature itself; the export's part.
export { currentVerificationOf, isCurrent, isVerifiedMember } from './current';
export { verificationFeature } from './feature';
export { exportVerification } from './data-rights';
export { VERIFICATION_EXPIRY_QUEUE } from './expiry';
