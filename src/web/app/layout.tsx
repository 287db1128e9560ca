import { Suspense, type ReactNode } from 'react';
import { useLocation } from '@web/lib/router';
import { useFillFromFrame } from '@web/lib/viewer';
import { Spinner } from '@web/components/ui/skeleton';
import { HeaderAlerts, LegalAgreementGate } from '@web/features/accounts';
import { useLiveUpdates } from '@web/features/events';
import { questionKeys } from '@web/features/questions';
import { reviewKeys } from '@web/features/reviews';
import { rootKeys } from '@web/lib/query-keys';
import { OfflineNotice, WaitingNotice } from '@web/lib/offline/offline-notice';
import { useKeptForViewer } from '@web/lib/offline/use-kept-for-viewer';
import { Footer } from './footer';
import { Header } from './header';
import { ScreenErrorBoundary } from './route-error';
import { useScrollRestoration } from './scroll-restoration';

/**
 * Inside the screen's Suspense, so it runs once the screen has hydrated: the boundary hydrates
 * after the layout, and a member's own answers reaching a screen still hydrating would not
 * match its markup (React discards it, error 418).
 */
function FillFromFrame() {
  // A member's own answers, and the reviews and questions (their votes, their pending ones).
  useFillFromFrame(rootKeys.viewer, reviewKeys.all, questionKeys.all);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  useLiveUpdates();
  useScrollRestoration();
  useKeptForViewer();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      <HeaderAlerts />
      <OfflineNotice />
      <WaitingNotice />
      <main id="main" className="flex-1">
        <ScreenErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner />}>
            {children}
            <FillFromFrame />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      <Footer />
      <LegalAgreementGate />
    </div>
  );
}
