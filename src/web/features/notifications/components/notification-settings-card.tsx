import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DIGEST_LABEL, NOTIFICATION_KIND_IDS, NOTIFICATION_KINDS } from '@shared/notifications';
import { ZNotificationSettings, type TNotificationSettings } from '@shared/schemas/notifications';
import { ALERT_OPT_OUT_WARNING } from '@shared/alerts';
import { AlertTriangle } from '@web/components/icons';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ListSkeleton, LoadFailed } from '@web/components/ui/list-states';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/lib/toast';
import { notificationSettingsQuery } from '../api';
import { useSaveNotificationSettings } from '../mutations';
import { settingsChanges } from '../settings-changes';
import { PushDeviceControl } from './push-device-control';

const CHANNELS = [
  { channel: 'site', label: 'In the site' },
  // A narrow column breaks lines at spaces, never inside "e-mail".
  {
    channel: 'email',
    label: (
      <>
        By <span className="whitespace-nowrap">e-mail</span>
      </>
    ),
  },
  // Issue 51: to the devices turned on below the table.
  { channel: 'push', label: 'Push' },
] as const;

function SettingsForm({ settings }: { settings: TNotificationSettings }) {
  const { register, control, handleSubmit, reset, formState } = useForm<TNotificationSettings>({
    resolver: zodResolver(ZNotificationSettings),
    // Follows the saved settings as they are refetched, keeping what the member has changed.
    values: settings,
    resetOptions: { keepDirtyValues: true },
  });
  const save = useSaveNotificationSettings({
    onSuccess: (saved) => {
      reset(saved);
      toast.success('Notification settings saved');
    },
  });
  // Only the kinds this member can get, in the table's own order.
  const kinds = NOTIFICATION_KIND_IDS.filter((kind) => settings.kinds[kind]);
  // Issue 49: alerts are how a recall reaches a member; turning either way off says so at once.
  const alerts = useWatch({ control, name: 'kinds.product_alert' });
  const alertsOff = alerts !== undefined && !(alerts.site && alerts.email);
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit((edited) => save.mutate(settingsChanges(settings, edited)))}
    >
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">What you are told of, and where</caption>
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-2 pr-3 font-medium">
                Tell me when
              </th>
              {CHANNELS.map(({ channel, label }) => (
                <th
                  key={channel}
                  scope="col"
                  id={`notify-${channel}`}
                  className="w-16 px-1 py-2 text-center font-medium sm:w-24"
                >
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {kinds.map((kind) => (
              <tr key={kind} className="border-b last:border-0">
                <th scope="row" id={`notify-${kind}`} className="py-1 pr-3 text-left font-normal">
                  {NOTIFICATION_KINDS[kind].label}
                </th>
                {CHANNELS.map(({ channel }) => (
                  <td key={channel} className="text-center">
                    {/* The whole cell takes the click; the name is the row's and column's. */}
                    <label className="flex cursor-pointer justify-center p-2.5">
                      <input
                        type="checkbox"
                        aria-labelledby={`notify-${kind} notify-${channel}`}
                        aria-describedby={
                          kind === 'product_alert' && alertsOff ? 'notify-alert-warning' : undefined
                        }
                        className="size-4 cursor-pointer accent-primary"
                        {...register(`kinds.${kind}.${channel}`)}
                      />
                    </label>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {alertsOff ? (
        <p
          id="notify-alert-warning"
          role="alert"
          className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive-text"
        >
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {ALERT_OPT_OUT_WARNING}
        </p>
      ) : null}
      <div className="flex items-start justify-between gap-4 rounded-md bg-muted/50 p-3">
        <div className="space-y-0.5">
          <label htmlFor="notify-digest" className="text-sm font-medium">
            {DIGEST_LABEL}
          </label>
          <p id="notify-digest-help" className="text-xs text-muted-foreground">
            By e-mail, once a week: new reviews of gear in your Gear Kit and the week&apos;s
            top-rated reviews in your branch.
          </p>
        </div>
        <Controller
          control={control}
          name="digest"
          render={({ field }) => (
            <Switch
              id="notify-digest"
              aria-describedby="notify-digest-help"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
      {save.error ? (
        <p role="alert" className="text-sm text-destructive">
          Your settings were not saved: {save.error.message}
        </p>
      ) : null}
      <Button type="submit" disabled={!formState.isDirty || save.isPending}>
        {save.isPending ? 'Saving...' : 'Save settings'}
      </Button>
    </form>
  );
}

function SettingsBody() {
  const settings = useQuery(notificationSettingsQuery());
  if (settings.isPending) return <ListSkeleton rows={1} rowClassName="h-64" />;
  if (settings.isError) {
    return (
      <LoadFailed retry={() => void settings.refetch()}>
        We couldn&apos;t load your notification settings.
      </LoadFailed>
    );
  }
  return (
    <div className="space-y-5">
      <SettingsForm settings={settings.data} />
      <PushDeviceControl />
    </div>
  );
}

/**
 * Issue 28: the profile's Notifications tab (paths.notificationSettings), per kind in the site,
 * by e-mail and by push (issue 51), the weekly digest, and push on this device.
 */
export function NotificationSettingsCard() {
  return (
    <Card>
      <CardHeader className="space-y-1.5">
        <CardTitle as="h2">Notification settings</CardTitle>
        <CardDescription>
          Choose what we tell you about, in the site, by e-mail and by push to your devices. E-mails
          your account needs, such as address verification and password resets, always come.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SettingsBody />
      </CardContent>
    </Card>
  );
}
