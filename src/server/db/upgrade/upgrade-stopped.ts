import { EmbeddedPostgresError } from '../embedded';

/** Why an upgrade stopped, for the operator; it is raised only before the swap, so `pg` is as it was. */
export class UpgradeStopped extends EmbeddedPostgresError {}
