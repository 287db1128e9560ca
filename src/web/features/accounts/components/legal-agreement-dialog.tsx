import { useQuery } from '@tanstack/react-query';
import { Dialog as D } from 'radix-ui';
import { useState } from 'react';
import { Link } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { paths } from '@web/lib/paths';
import { Button } from '@web/components/ui/button';
import { agreementsQuery } from '../api';
import { useRecordAgreements } from '../mutations';
import { useViewer } from '@web/lib/viewer';

function Agreement({
  id,
  checked,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <label htmlFor={id} className="text-sm leading-snug">
        {children}
      </label>
    </div>
  );
}

/**
 * SPEC §2 'Updated Legal Documents': after sign-in, while active documents remain that the user
 * has not agreed to. It cannot be dismissed (no close button, no outside click, no Escape); both
 * boxes enable 'I Agree'; when all are recorded it closes and resets.
 */
export default function LegalAgreementDialog() {
  const { viewer } = useViewer();
  const status = useQuery({ ...agreementsQuery(), enabled: Boolean(viewer) });
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const missing = status.data?.missingDocuments ?? [];
  const record = useRecordAgreements(
    missing.map((d) => d.id),
    {
      onSuccess: () => {
        toast.success('Agreement recorded', {
          description: 'Your agreement has been saved successfully',
        });
        setTerms(false);
        setPrivacy(false);
      },
    },
  );
  const open = Boolean(viewer && status.data?.needsAgreement);
  const versions = missing.map(
    (d) => `${d.documentType === 'terms' ? 'Terms of Service' : 'Privacy Policy'} ${d.version}`,
  );

  return (
    <D.Root open={open}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <D.Content
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed left-1/2 top-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-card p-6 text-card-foreground shadow-xl"
        >
          <D.Title className="text-lg font-semibold">Updated Legal Documents</D.Title>
          <D.Description className="text-sm text-muted-foreground">
            We've updated our legal documents ({versions.join(', ')}). Please read them and agree to
            continue using your account.
          </D.Description>
          <div className="space-y-3">
            <Agreement id="agree-terms" checked={terms} onChange={setTerms}>
              I have read and agree to the{' '}
              <Link to={paths.terms} target="_blank" className="text-primary underline">
                Terms of Service
              </Link>
            </Agreement>
            <Agreement id="agree-privacy" checked={privacy} onChange={setPrivacy}>
              I have read and agree to the{' '}
              <Link to={paths.privacy} target="_blank" className="text-primary underline">
                Privacy Policy
              </Link>
            </Agreement>
          </div>
          <Button disabled={!terms || !privacy || record.isPending} onClick={() => record.mutate()}>
            {record.isPending ? 'Recording Agreement...' : 'I Agree'}
          </Button>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
