// Service verification (issue 29): whether a member's is current, for other features' queries;
// the identities members verified with, as keyed hashes (issue 44), for flag weighting and the
// admin's list; the feature itself; the export's part and account deletion's.
export { currentVerificationOf, isCurrent, isVerifiedMember } from './current';
export { verificationColumns, withCurrentVerification } from './joins';
export { forgetIdentities, identityHashesOf, revocationsOf } from './identities';
export { verificationFeature } from './feature';
export { currentAffiliation, exportVerification, joinCurrentVerification } from './data-rights';
export { VERIFICATION_EXPIRY_QUEUE } from './expiry';
