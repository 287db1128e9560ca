import { describe, expect, it } from 'vitest';
import { failureText, REPORT_MSG, reportWait } from './field-reports';

const DAY = 24 * 60 * 60 * 1000;
const written = new Date('2026-01-01T12:00:00Z');

describe('reportWait: when the author may add a field report (issue 30)', () => {
  it('opens 30 days after the review was written, to the millisecond', () => {
    const opens = new Date(written.getTime() + 30 * DAY);
    expect(reportWait(written, null, opens.getTime() - 1)).toBe(REPORT_MSG.opensOn(opens));
    expect(reportWait(written, null, opens.getTime())).toBeNull();
  });

  it('then allows one every 30 days after the latest counted report', () => {
    const last = new Date(written.getTime() + 40 * DAY);
    const next = new Date(last.getTime() + 30 * DAY);
    expect(reportWait(written, last, next.getTime() - 1)).toBe(REPORT_MSG.nextOn(next));
    expect(reportWait(written, last, next.getTime())).toBeNull();
  });

  it('says the opening first while reports are not open yet', () => {
    const opens = new Date(written.getTime() + 30 * DAY);
    expect(reportWait(written, written, written.getTime() + DAY)).toBe(REPORT_MSG.opensOn(opens));
  });

  it('words the date in long form, in UTC', () => {
    expect(REPORT_MSG.nextOn(new Date('2026-03-05T23:59:00Z'))).toBe(
      'You can add your next field report on March 5, 2026',
    );
  });
});

describe('failureText', () => {
  const report = (over: Partial<Parameters<typeof failureText>[0]>) => ({
    failureMode: null,
    failureDetail: null,
    repaired: null,
    ...over,
  });

  it('names what gave out, and the repair when the report says', () => {
    expect(failureText(report({ failureMode: 'zipper' }))).toBe('Zipper');
    expect(failureText(report({ failureMode: 'seam', repaired: true }))).toBe(
      'Seam or stitching, repaired',
    );
    expect(failureText(report({ failureMode: 'battery', repaired: false }))).toBe(
      'Battery, not repaired',
    );
    expect(failureText(report({ failureMode: 'other', failureDetail: 'hinge pin' }))).toBe(
      'Other: hinge pin',
    );
  });

  it('is null when the report names nothing', () => {
    expect(failureText(report({}))).toBeNull();
  });
});
