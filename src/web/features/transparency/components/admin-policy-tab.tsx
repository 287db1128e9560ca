import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  POLICY_BODY_MAX,
  POLICY_VERSION_MAX,
  ZPolicyWrite,
  type TPolicyWrite,
} from '@shared/schemas/transparency';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { FieldError, Input, Label, LabelWithCount, Textarea } from '@web/components/ui/input';
import { EmptyState, ListSkeleton, LoadFailed } from '@web/components/ui/list-states';
import { ScrollText } from '@web/components/icons';
import { fieldA11y, toastFirstError } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { policyVersionsQuery } from '../api';
import { usePublishPolicy } from '../mutations';

const ID = 'policy';

/**
 * Issue 52: the moderation policy the Transparency page shows. Each publication is a new
 * version, in force at once; the earlier ones stay listed there.
 */
function PublishForm({ current }: { current: string }) {
  const form = useForm<TPolicyWrite, unknown, z.output<typeof ZPolicyWrite>>({
    resolver: zodResolver(ZPolicyWrite),
    defaultValues: { version: '', body: current },
  });
  const errors = form.formState.errors;
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  const mutation = usePublishPolicy({
    onSuccess: (published) => {
      toast.success('Policy published', {
        description: `Version ${published.version} is now in force.`,
      });
      form.reset({ version: '', body: published.body });
    },
  });
  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <h3 className="font-semibold">Publish a new version</h3>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit(
          (v) => mutation.mutate(v),
          toastFirstError<TPolicyWrite>(['version', 'body']),
        )}
      >
        <div className="max-w-xs space-y-1.5">
          <Label htmlFor={`${ID}-version`}>Version</Label>
          <Input
            {...fieldA11y(ID, errors, 'version')}
            maxLength={POLICY_VERSION_MAX}
            placeholder="2.0"
            {...form.register('version')}
          />
          <FieldError id={`${ID}-version-error`} message={errors.version?.message} />
        </div>
        <div className="space-y-1.5">
          <LabelWithCount htmlFor={`${ID}-body`} length={body.length} max={POLICY_BODY_MAX}>
            Policy text
          </LabelWithCount>
          <Textarea rows={12} {...fieldA11y(ID, errors, 'body')} {...form.register('body')} />
          <FieldError id={`${ID}-body-error`} message={errors.body?.message} />
        </div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Publishing...' : 'Publish'}
        </Button>
      </form>
    </Card>
  );
}

export default function AdminPolicyTab() {
  const { data, isPending, error, refetch } = useQuery(policyVersionsQuery());
  if (isPending) return <ListSkeleton rows={2} />;
  if (error || !data) {
    return <LoadFailed retry={() => void refetch()}>We couldn&apos;t load the policy.</LoadFailed>;
  }
  return (
    <div className="space-y-6">
      <PublishForm current={data.items[0]?.body ?? ''} />
      {data.items.length === 0 ? (
        <EmptyState icon={ScrollText}>No version has been published yet.</EmptyState>
      ) : (
        <ul className="space-y-2" aria-label="Published versions">
          {data.items.map((v, i) => (
            <li key={v.version} className="flex flex-wrap items-baseline gap-2 text-sm">
              <span className="font-medium">{`Version ${v.version}`}</span>
              <span className="text-muted-foreground">
                <FormattedDate value={v.publishedAt} />
              </span>
              {i === 0 ? <span className="text-primary">In force</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
