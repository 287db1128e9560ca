import { describe, expect, it } from 'vitest';
import { hidingWeight, member, type FlagOnReview } from './flag-groups';

const flag = (
  flaggerId: string,
  weight: number,
  ties: string[] = [],
  dismissed = false,
): FlagOnReview => ({ flaggerId, weight, ties, dismissed });

describe('the weight of a review’s flags toward hiding it (issue 44)', () => {
  it('sums independent flaggers', () => {
    expect(hidingWeight([flag('a', 1), flag('b', 0.75), flag('c', 2.44)])).toBe(4.19);
    expect(hidingWeight([])).toBe(0);
  });

  it('counts the puppets one member invited once, at the heaviest', () => {
    const puppets = ['p1', 'p2', 'p3', 'p4', 'p5'].map((id) => flag(id, 1, [member('inviter')]));
    expect(hidingWeight(puppets)).toBe(1);
    expect(hidingWeight([...puppets, flag('p6', 1.5, [member('inviter')])])).toBe(1.5);
  });

  it('ties a flagger to the member who invited them, and through them to others', () => {
    // c was invited by b, who was invited by a: one group however far apart a and c are.
    const chain = [flag('a', 1), flag('b', 1, [member('a')]), flag('c', 2, [member('b')])];
    expect(hidingWeight(chain)).toBe(2);
  });

  it('counts flaggers on one network once, and ties groups through any shared tie', () => {
    const flags = [
      flag('a', 1, ['network:n1']),
      flag('b', 1, ['network:n1']),
      flag('c', 1, ['network:n2', 'identity:i1']),
      flag('d', 1, ['identity:i1']),
      flag('e', 1, ['network:n3']),
    ];
    expect(hidingWeight(flags)).toBe(3);
  });

  it('counts nothing of a group holding a flagger a moderator overruled on this review', () => {
    const flags = [
      flag('x', 1, ['network:n1'], true),
      flag('x', 1, ['network:n1']),
      flag('y', 1.5, ['network:n1']),
      flag('z', 0.75, [member('x')]),
      flag('new', 1, ['network:n9']),
    ];
    expect(hidingWeight(flags)).toBe(1);
  });

  it('rounds to two decimals', () => {
    expect(hidingWeight([flag('a', 0.1), flag('b', 0.2)])).toBe(0.3);
  });
});
