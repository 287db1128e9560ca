// What the app's frame and the screens use of accounts. Its admin tab is not here: routes/admin.tsx
// loads it by its own path, so it stays a chunk of its own.
export { setupStatus, useSessionChanged } from './api';
export { useCompleteSetup, useResetPassword } from './mutations';
export { GearKitBadge, MobileSignOut, SignInButton, UserMenu } from './components/header-account';
export { HeaderAlerts } from './components/header-alerts';
export { LegalAgreementGate } from './components/legal-agreement-gate';
export { AuthForgotPassword } from './components/auth-forgot-password';
export { AuthSignIn } from './components/auth-sign-in';
export { AuthSignUp } from './components/auth-sign-up';
export { TextField } from './components/auth-shared';
export { ProfileHeader } from './components/profile-header';
export { TwoFactorCard } from './components/two-factor-card';
export { YourDataCard } from './components/your-data-card';
export { accountKeys } from './keys';
