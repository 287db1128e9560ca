import { Component, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';

/** Shown when a screen fails to load (often a stale chunk after a deploy): offer a reload. */
function RouteError() {
  return (
    <div className="mx-auto max-w-lg space-y-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">This page could not be loaded. Reload to try again.</p>
      <div className="flex justify-center gap-2">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button asChild variant="outline">
          {/* A full load, not a navigation: the app that failed may be a stale deploy. */}
          <a href={paths.home}>Return to Home</a>
        </Button>
      </div>
    </div>
  );
}

interface Props {
  /** The screen's path: moving to another screen clears the error. */
  resetKey: string;
  children: ReactNode;
}

/** React reports the error itself (to the console); this only swaps the screen for RouteError. */
export class ScreenErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(prev: Props) {
    if (this.state.failed && prev.resetKey !== this.props.resetKey)
      this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
