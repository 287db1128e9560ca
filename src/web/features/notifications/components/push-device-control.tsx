import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { pushDeviceQuery } from '../api';
import { useDevicePush } from '../mutations';
import type { PushDeviceState } from '../push-device';

function DeviceNote({ state }: { state: PushDeviceState }) {
  switch (state.kind) {
    case 'unsupported':
      return <>This browser cannot receive push notifications.</>;
    case 'denied':
      return (
        <>
          This browser blocks notifications from this site. To get push notifications here, allow
          notifications for this site in the browser&apos;s site settings, then reload this page.
        </>
      );
    case 'on':
      return (
        <>
          On: what you tick under Push comes to this device as a short title and a link. The details
          stay in the site, for you once signed in.
        </>
      );
    case 'off':
      return (
        <>
          Push goes only to the devices you turn it on for, as a short title and a link. Your
          browser will ask to allow notifications.
        </>
      );
  }
}

/**
 * Issue 51: push for this browser, on or off. One button whose words change, so focus stays
 * where the member is; aria-disabled, not disabled, while it works: a disabled button would drop
 * the focus. A failure is told by the mutation's meta; a refused permission by the note.
 */
export function PushDeviceControl() {
  const device = useQuery(pushDeviceQuery());
  const change = useDevicePush();
  const state: PushDeviceState = device.data ?? { kind: 'unsupported' };
  if (device.isPending) return null;
  const switchable = state.kind === 'on' || state.kind === 'off';
  const on = state.kind === 'on';
  return (
    <section
      aria-labelledby="push-device-title"
      className="space-y-2 rounded-md border p-3"
      aria-busy={change.isPending}
    >
      <h3 id="push-device-title" className="text-sm font-medium">
        Push notifications on this device
      </h3>
      <p role="status" className="text-xs text-muted-foreground">
        <DeviceNote state={state} />
      </p>
      {switchable ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-disabled={change.isPending}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          onClick={() => {
            if (!change.isPending) change.mutate(!on);
          }}
        >
          {change.isPending
            ? on
              ? 'Turning off push...'
              : 'Turning on push...'
            : on
              ? 'Turn off push on this device'
              : 'Turn on push on this device'}
        </Button>
      ) : null}
    </section>
  );
}
