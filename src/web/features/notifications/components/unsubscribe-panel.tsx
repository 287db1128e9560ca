import { useEffect, useRef, useState } from 'react';
import { ALERT_OPT_OUT_WARNING } from '@shared/alerts';
import { AlertTriangle, BellOff, MailCheck, SlidersHorizontal } from '@web/components/icons';
import {
  NOTIFICATION_MSG,
  ZUnsubscribeRequest,
  type TUnsubscribeResult,
} from '@shared/schemas/notifications';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { paths } from '@web/lib/paths';
import { Link } from '@web/lib/router';
import { useUnsubscribe } from '../mutations';

function SettingsLink() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.notificationSettings}>
        <SlidersHorizontal aria-hidden /> All your e-mail settings
      </Link>
    </Button>
  );
}

/** A link the server refused (or one with no token): its message, and where to go instead. */
function Refused({ message, retry }: { message: string; retry?: () => void }) {
  return (
    <div className="space-y-5">
      <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-4">
        {message}
      </p>
      <div className="flex flex-wrap gap-3">
        {retry ? <Button onClick={retry}>Try again</Button> : null}
        <SettingsLink />
      </div>
    </div>
  );
}

/** The first message of the shared schema for a token the server would refuse unread. */
function tokenProblem(token: string | null): string | null {
  const check = ZUnsubscribeRequest.safeParse({ token });
  return check.success ? null : (check.error.issues[0]?.message ?? NOTIFICATION_MSG.tokenInvalid);
}

/**
 * An e-mail's unsubscribe link (issue 28): arriving turns that e-mail off, once; the page says
 * what, and offers to turn it back on (and off again). No sign-in: the token names the member.
 */
export function UnsubscribePanel({ token }: { token: string | null }) {
  const problem = tokenProblem(token);
  // The last answer, kept while the next request is on its way.
  const [result, setResult] = useState<TUnsubscribeResult | null>(null);
  const change = useUnsubscribe(token, { onSuccess: setResult });
  const { mutate } = change;
  // StrictMode (in development) runs a new component's effects twice: the ref keeps it to one
  // request a token.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (problem || asked.current === token) return;
    asked.current = token;
    mutate({ undo: false });
  }, [problem, token, mutate]);

  if (problem) return <Refused message={problem} />;
  if (!result) {
    if (change.error) {
      // 400: the link itself is refused, and asking again will not change that.
      const final = change.error instanceof ApiError && change.error.status === 400;
      return (
        <Refused
          message={change.error.message}
          retry={final ? undefined : () => mutate({ undo: false })}
        />
      );
    }
    return <Spinner label="Turning these e-mails off" />;
  }

  const off = !result.subscribed;
  const Icon = off ? BellOff : MailCheck;
  return (
    <div className="space-y-5">
      {/* Polite: after Undo, a screen reader hears what changed while focus stays on the button. */}
      <div role="status" className="flex gap-3">
        <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
        <div className="space-y-1">
          <p className="font-semibold">
            {off ? "You're unsubscribed" : 'These e-mails are back on'}
          </p>
          <p className="text-muted-foreground">
            {off ? 'You will no longer get e-mails about: ' : 'You will get e-mails about: '}
            <strong className="font-medium text-foreground">{result.label}</strong>
            {off ? '.' : ' again.'}
          </p>
        </div>
      </div>
      {off && result.subscription === 'product_alert' ? (
        // Issue 49: a recall reaches a member this way; they see what turning it off means.
        <p className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive-text">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {ALERT_OPT_OUT_WARNING}
        </p>
      ) : null}
      {change.error ? (
        <p role="alert" className="text-sm text-destructive">
          {change.error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {/*
          One button whose words change, so focus stays where the reader is; aria-disabled, not
          disabled, while it works: a disabled button would drop the focus.
        */}
        <Button
          aria-disabled={change.isPending}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          onClick={() => {
            if (!change.isPending) mutate({ undo: off });
          }}
        >
          {change.isPending ? 'Saving...' : off ? 'Undo' : 'Unsubscribe again'}
        </Button>
        <SettingsLink />
      </div>
    </div>
  );
}
