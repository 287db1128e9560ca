import type { Owner } from '@web/service-worker/device-store';

// Who is signed in on this device, as the page last learnt it (worker-link.ts `keepFor`): what
// is kept and what waits belong to them.

let owner: Owner | undefined;
let ownerKnown: () => void = () => undefined;
export const ownerWasKnown = new Promise<void>((resolve) => (ownerKnown = resolve));

/** Who is signed in on this device, once the page knows. */
export async function ownerNow(): Promise<Owner> {
  await ownerWasKnown;
  return owner!;
}

/** Undefined until the viewer is known. */
export const ownerSoFar = () => owner;

/** Sets who is signed in; true when that changed. */
export function setOwner(id: Owner): boolean {
  if (id === owner) return false;
  owner = id;
  ownerKnown();
  return true;
}
