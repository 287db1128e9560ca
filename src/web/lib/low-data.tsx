import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { lowDataCookie, lowDataOf } from '@shared/low-data';

// Low-data mode (issue 51, shared/low-data.ts). The mode a page starts in is the one the
// server drew it in, so hydration meets markup drawn for it; a change draws the page again.

interface LowDataSetting {
  on: boolean;
  set: (on: boolean) => void;
}

const LowData = createContext<LowDataSetting>({ on: false, set: () => undefined });

/** Whether the browser's data saver is on; false where the browser does not say. */
function dataSaverOn(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * The mode a page starts in: the one the server drew it in, when it did; else the reader's
 * choice, or the data saver's.
 */
export function lowDataInBrowser(drawn: boolean | undefined): boolean {
  return drawn ?? lowDataOf(document.cookie, dataSaverOn());
}

export function LowDataProvider({ initial, children }: { initial: boolean; children: ReactNode }) {
  const [on, setOn] = useState(initial);
  const setting = useMemo<LowDataSetting>(
    () => ({
      on,
      set: (next) => {
        // The next page the server draws follows the choice too.
        document.cookie = lowDataCookie(next, window.location.protocol === 'https:');
        setOn(next);
      },
    }),
    [on],
  );
  return <LowData value={setting}>{children}</LowData>;
}

/** Whether the reader wants the least data, and how to change it. */
export function useLowData(): LowDataSetting {
  return useContext(LowData);
}
