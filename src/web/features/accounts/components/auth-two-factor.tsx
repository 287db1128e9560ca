import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@web/lib/toast';
import { Button } from '@web/components/ui/button';
import { useSessionChanged } from '../api';
import { useSecondFactor } from '../mutations';
import { TextField, welcomeBack } from './auth-shared';

/** The second step of sign-in for accounts with two-factor on: a TOTP or a backup code. */
export function AuthTwoFactor({ onCancel }: { onCancel: () => void }) {
  const sessionChanged = useSessionChanged();
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  // The step replaces the password form: move focus to where the next keystroke belongs.
  useEffect(() => codeInput.current?.focus(), [useBackup]);
  const mutation = useSecondFactor({
    onSuccess: async () => {
      welcomeBack();
      await sessionChanged();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) {
      toast.error('Error signing in', { description: 'Please enter the code' });
      return;
    }
    mutation.mutate({ code: code.trim(), backup: useBackup, trustDevice });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">Two-factor authentication</h2>
        <p className="text-sm text-muted-foreground">
          {useBackup
            ? 'Enter one of the backup codes you saved when you turned two-factor on.'
            : 'Enter the 6-digit code from your authenticator app.'}
        </p>
      </div>
      <TextField
        id="two-factor-code"
        label={useBackup ? 'Backup code' : 'Authentication code'}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
        inputMode={useBackup ? 'text' : 'numeric'}
        maxLength={useBackup ? 32 : 6}
        ref={codeInput}
      />
      {!useBackup ? (
        <div className="flex items-center gap-2">
          <input
            id="two-factor-trust"
            type="checkbox"
            className="size-4 accent-primary"
            checked={trustDevice}
            onChange={(e) => setTrustDevice(e.target.checked)}
          />
          <label htmlFor="two-factor-trust" className="text-sm">
            Trust this device for 30 days
          </label>
        </div>
      ) : null}
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex justify-between text-sm">
        <button
          type="button"
          className="text-primary underline-offset-4 hover:underline"
          onClick={() => {
            setUseBackup((b) => !b);
            setCode('');
          }}
        >
          {useBackup ? 'Use authenticator code' : 'Use a backup code'}
        </button>
        <button type="button" className="text-muted-foreground hover:underline" onClick={onCancel}>
          Back to Sign In
        </button>
      </div>
    </form>
  );
}
