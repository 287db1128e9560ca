import { MailWarning } from '@web/components/icons';
import { toast } from '@web/lib/toast';
import { Button } from '@web/components/ui/button';
import { useResendVerification } from '../mutations';
import { AlertBar } from './alert-bar';

/** SPEC §2: shown to signed-in users whose email is unconfirmed, with Resend Email. */
export default function VerifyEmailAlert({ email }: { email: string }) {
  const resend = useResendVerification(email, {
    onSuccess: () =>
      toast.success('Verification email sent', {
        description: 'Please check your inbox and spam folder',
      }),
  });
  return (
    <AlertBar icon={<MailWarning className="size-4" />}>
      <p className="flex-1">
        {/* A member's page arrives in their frame, without the address, until /api/me answers. */}
        Please verify your email address{email ? ` (${email})` : ''} to write reviews, submit
        products and send invitations.
      </p>
      <Button
        size="sm"
        variant="outline"
        disabled={resend.isPending || !email}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? 'Sending...' : 'Resend Email'}
      </Button>
    </AlertBar>
  );
}
