import { useEffect, useRef } from 'react';
import { AFFILIATIONS } from '@shared/verification';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/skeleton';
import { Link } from '@web/lib/router';
import { paths } from '@web/lib/paths';
import { useFinishOidc } from '../mutations';

/**
 * Where the identity provider sends the browser back (issue 29): the whole callback URL goes to
 * the server, which checks state, nonce and PKCE, once, on arrival (a ref keeps StrictMode's
 * second effect from sending it again, which the server would refuse as replayed).
 */
export function VerifyCallbackPanel() {
  const sent = useRef(false);
  const finish = useFinishOidc();
  const { mutate } = finish;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate({ callbackUrl: window.location.href });
  }, [mutate]);

  const back = (
    <Button asChild variant="outline">
      <Link to={paths.profileTab('verification')}>Back to your verification</Link>
    </Button>
  );
  if (finish.isSuccess) {
    return (
      <div className="space-y-4" role="status">
        <p>
          Your service is verified:{' '}
          <strong>{AFFILIATIONS[finish.data.verification.affiliation]}</strong>. Your reviews now
          carry the badge.
        </p>
        {back}
      </div>
    );
  }
  if (finish.isError) {
    return (
      <div className="space-y-4" role="alert">
        <p>{finish.error.message}</p>
        {back}
      </div>
    );
  }
  return <Spinner label="Checking the answer of the identity provider..." />;
}
