import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@web/lib/toast';
import { Button } from '@web/components/ui/button';
import { CopyButton } from '@web/components/ui/copy-button';
import { Input, Label } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { useConfirmTwoFactor } from '../mutations';

// uqr loads only when someone reaches this step.
const TotpQr = lazy(() => import('./profile-totp-qr'));

const CODE_LENGTH = 6;

/** The base32 secret of an otpauth:// URI, for typing into an app by hand. */
function secretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

const inGroupsOf4 = (s: string) => s.match(/.{1,4}/g)?.join(' ') ?? s;

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`two-factor-step-${n}`} className="space-y-3">
      <h3 id={`two-factor-step-${n}`} className="font-semibold">
        {n}. {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * Second half of turning two-factor on: the app is set up from the QR code (or the key), the
 * backup codes are saved, and a first code confirms it. Until then two-factor stays off.
 */
export function TwoFactorSetup({
  totpURI,
  backupCodes,
  onDone,
}: {
  totpURI: string;
  backupCodes: string[];
  onDone: () => void;
}) {
  const [code, setCode] = useState('');
  const secret = secretOf(totpURI);
  const verify = useConfirmTwoFactor({
    onSuccess: () => {
      toast.success('Two-factor authentication enabled');
      onDone();
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.length !== CODE_LENGTH) {
      toast.error('Validation Error', {
        description: 'Enter the 6-digit code from your authenticator app',
      });
      return;
    }
    verify.mutate(code);
  };

  return (
    <div className="space-y-6">
      <Step n={1} title="Scan the QR code">
        <p className="text-sm text-muted-foreground">
          Scan it with an authenticator app such as Google Authenticator, Microsoft Authenticator,
          1Password or Authy.
        </p>
        <div className="flex justify-center">
          <Suspense fallback={<Skeleton className="size-52" />}>
            <TotpQr uri={totpURI} />
          </Suspense>
        </div>
        {secret ? (
          <div className="space-y-1.5">
            <p className="text-sm text-muted-foreground">
              Can&apos;t scan it? Enter this setup key instead:
            </p>
            <div className="flex items-center gap-2">
              <code className="min-w-0 flex-1 break-all rounded-md bg-muted px-3 py-2 font-mono text-sm">
                {inGroupsOf4(secret)}
              </code>
              <CopyButton value={secret} label="setup key" />
            </div>
          </div>
        ) : null}
      </Step>

      <Step n={2} title="Save your backup codes">
        <p className="text-sm text-muted-foreground">
          Store them somewhere safe. If you lose your phone, each code signs you in once in place of
          an app code.
        </p>
        <ul
          aria-label="Backup codes"
          className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-md bg-muted p-3 font-mono text-sm"
        >
          {backupCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <CopyButton value={backupCodes.join('\n')} label="backup codes">
          Copy codes
        </CopyButton>
      </Step>

      <Step n={3} title="Enter a code to finish">
        <form noValidate onSubmit={submit} className="space-y-3">
          <div className="space-y-1.5">
            <Label htmlFor="two-factor-code">6-digit code from your app</Label>
            <Input
              id="two-factor-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH}
              placeholder="123456"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
              className="font-mono tracking-widest"
            />
          </div>
          <Button type="submit" className="w-full" disabled={verify.isPending}>
            {verify.isPending ? 'Verifying...' : 'Verify and turn on'}
          </Button>
        </form>
      </Step>
    </div>
  );
}
