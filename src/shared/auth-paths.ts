// Pages Better Auth sends the browser to after an emailed link; the server asks for them and
// the SPA serves them, so both read the same strings.
import { PAGES } from './pages';

/** After an email-verification link: /auth says whether it worked. */
export const VERIFIED_CALLBACK = `${PAGES.auth.path}?verified=1`;
/** After a password-reset link: the page that sets the new password (?token= or ?error=). */
export const RESET_PASSWORD_PAGE = PAGES.resetPassword.path;
