// What other features may use of service verification (issue 29): whether a member's is current.
export { currentVerificationOf, isCurrent, isVerifiedMember } from './current';
