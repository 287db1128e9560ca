import { roundWeight } from './flag-weight';

/** One member's flag on a review, as hiding reads it. */
export interface FlagOnReview {
  flaggerId: string;
  /** A moderator dismissed it: the review was restored over it. */
  dismissed: boolean;
  /** The flag's weight by its flagger's record (flagWeight). */
  weight: number;
  /**
   * What ties its flagger to others (decision 027): the members who invited them (and who
   * invited those), the network they flagged from, the provider identities that verified them.
   * A tie names a member by their id, so a flagger is tied to the member who invited them.
   */
  ties: readonly string[];
}

/**
 * Issue 44: the weight with which a review's flags push it out of public. Flaggers tied to each
 * other, directly or through others, are one group, and a group counts once: the weight of its
 * heaviest flag, so puppets one member invited, or accounts on one network, hide nothing that
 * one of them could not. A group holding a flagger whose flag on the review a moderator
 * dismissed counts nothing: once a moderator has restored it, only new, independent flaggers
 * can send it back.
 */
export function hidingWeight(flags: readonly FlagOnReview[]): number {
  const groups = new Groups();
  for (const flag of flags) {
    groups.join(member(flag.flaggerId), member(flag.flaggerId));
    for (const tie of flag.ties) groups.join(member(flag.flaggerId), tie);
  }
  const heaviest = new Map<string, number>();
  const restoredOver = new Set<string>();
  for (const flag of flags) {
    const group = groups.find(member(flag.flaggerId));
    if (flag.dismissed) restoredOver.add(group);
    else heaviest.set(group, Math.max(heaviest.get(group) ?? 0, flag.weight));
  }
  let total = 0;
  for (const [group, weight] of heaviest) if (!restoredOver.has(group)) total += weight;
  return roundWeight(total);
}

/** The tie that names a member, so ties by inviter meet the inviter's own flag. */
export const member = (userId: string) => `member:${userId}`;

/** Union-find over ties, each group named by one of its ties. */
class Groups {
  private readonly parent = new Map<string, string>();

  find(tie: string): string {
    let root = tie;
    while (this.parent.has(root) && this.parent.get(root) !== root) root = this.parent.get(root)!;
    let at = tie;
    while (at !== root) {
      const next = this.parent.get(at) ?? root;
      this.parent.set(at, root);
      at = next;
    }
    if (!this.parent.has(root)) this.parent.set(root, root);
    return root;
  }

  join(a: string, b: string) {
    const [ra, rb] = [this.find(a), this.find(b)];
    if (ra !== rb) this.parent.set(rb, ra);
  }
}
