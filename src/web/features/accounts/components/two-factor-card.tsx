import { isAdmin } from '@shared/roles';
import { ShieldCheck, ShieldExclamationPoint, ShieldOff } from '@web/components/icons';
import { useState, type FormEvent } from 'react';
import { toast } from '@web/lib/toast';
import { MSG } from '@shared/schemas/accounts';
import type { TViewer } from '@shared/schemas/me';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { Input, Label } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useDisableTwoFactor, useEnableTwoFactor } from '../mutations';
import { TwoFactorSetup } from './profile-two-factor-setup';

/** Both directions start by confirming the account password. */
function PasswordStep({
  id,
  intro,
  submitLabel,
  busyLabel,
  busy,
  destructive = false,
  onSubmit,
}: {
  id: string;
  intro: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  destructive?: boolean;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) toast.error('Validation Error', { description: MSG.passwordRequired });
    else onSubmit(password);
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-muted-foreground">{intro}</p>
      <div className="space-y-1.5">
        <Label htmlFor={id}>Password</Label>
        <Input
          id={id}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <DialogActions
        label={submitLabel}
        busyLabel={busyLabel}
        busy={busy}
        variant={destructive ? 'destructive' : 'default'}
      />
    </form>
  );
}

// The flows are mounted only while their dialog is open: closing one forgets its state.
function TurnOnFlow({ onDone }: { onDone: () => void }) {
  const enable = useEnableTwoFactor();
  if (enable.data) return <TwoFactorSetup {...enable.data} onDone={onDone} />;
  return (
    <PasswordStep
      id="two-factor-on-password"
      intro="Enter your password to start. You'll scan a QR code and save backup codes next."
      submitLabel="Continue"
      busyLabel="Checking..."
      busy={enable.isPending}
      onSubmit={(password) => enable.mutate(password)}
    />
  );
}

function TurnOffFlow({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoFactor({
    onSuccess: () => {
      toast.success('Two-factor authentication disabled');
      onDone();
    },
  });
  return (
    <PasswordStep
      id="two-factor-off-password"
      intro="Enter your password to confirm."
      submitLabel="Turn off"
      busyLabel="Turning off..."
      busy={disable.isPending}
      destructive
      onSubmit={(password) => disable.mutate(password)}
    />
  );
}

/** Two-factor sign-in (TOTP with backup codes): anyone may turn it on; admins are reminded to. */
export function TwoFactorCard({ viewer }: { viewer: TViewer }) {
  const [open, setOpen] = useState(false);
  const on = viewer.twoFactorEnabled;
  const remind = !on && isAdmin(viewer);
  const done = () => setOpen(false);
  const Icon = on ? ShieldCheck : ShieldOff;

  return (
    <Card id="two-factor" className={cn('scroll-mt-24', remind && 'border-bri-orange')}>
      <CardHeader layout="flex-row flex-wrap items-start gap-3">
        <Icon
          aria-hidden
          className={cn('mt-0.5 size-6 shrink-0', on ? 'text-bri-green' : 'text-muted-foreground')}
        />
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle as="h2">Two-factor authentication</CardTitle>
            <Badge variant={on ? 'default' : 'outline'}>{on ? 'On' : 'Off'}</Badge>
          </div>
          <CardDescription>
            {on
              ? 'Signing in asks for a code from your authenticator app, or one of your backup codes.'
              : 'Add a second step to signing in: a 6-digit code from an authenticator app on your phone, with backup codes in case you lose it.'}
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {remind ? (
          <p className="flex items-start gap-2 rounded-md bg-bri-orange/10 p-3 text-sm">
            <ShieldExclamationPoint
              aria-hidden
              className="mt-0.5 size-4 shrink-0 text-bri-orange"
            />
            <span>
              <strong>Admin accounts should use two-factor authentication.</strong> Yours can change
              the whole site; turn it on to protect it.
            </span>
          </p>
        ) : null}
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant={on ? 'outline' : 'default'}>
              {on ? 'Turn off' : 'Turn on'}
              <span className="sr-only"> two-factor authentication</span>
            </Button>
          </DialogTrigger>
          {on ? (
            <DialogContent
              title="Turn off two-factor authentication?"
              description="Signing in will ask only for your password again, and your backup codes stop working."
            >
              <TurnOffFlow onDone={done} />
            </DialogContent>
          ) : (
            <DialogContent
              title="Turn on two-factor authentication"
              description="Protect your account with a code from an authenticator app."
            >
              <TurnOnFlow onDone={done} />
            </DialogContent>
          )}
        </Dialog>
      </CardContent>
    </Card>
  );
}
