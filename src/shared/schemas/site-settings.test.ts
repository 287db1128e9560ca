import { describe, expect, it } from 'vitest';
import { settingProblem } from '@shared/schemas/site-settings';

describe('settingProblem: analytics and AdSense IDs', () => {
  it('accepts an empty ID (the integration is off)', () => {
    expect(settingProblem('google_analytics_id', '')).toBeNull();
    expect(settingProblem('google_adsense_client_id', '  ')).toBeNull();
  });

  it.each(['G-ABC123XYZ9', ' G-ABC123XYZ9 ', 'UA-12345678-1', 'GT-WXYZ123', 'AW-123456789'])(
    'accepts the Google tag ID %s',
    (id) => {
      expect(settingProblem('google_analytics_id', id)).toBeNull();
    },
  );

  it('refuses characters a URL would need escaping for, with the existing message', () => {
    expect(settingProblem('google_analytics_id', "G-1'><script>")).toBe(
      'Google Analytics ID may hold only letters, digits and dashes',
    );
  });

  it.each(['g-abc123xyz', 'G-12', 'ABCD-123456', '123456'])(
    'refuses the malformed analytics ID %s, showing the expected shape',
    (id) => {
      expect(settingProblem('google_analytics_id', id)).toBe(
        'Google Analytics ID must look like G-XXXXXXXXXX',
      );
    },
  );

  it('accepts an AdSense client ID and refuses other shapes', () => {
    expect(settingProblem('google_adsense_client_id', 'ca-pub-1234567890123456')).toBeNull();
    for (const bad of ['pub-1234567890123456', 'ca-pub-12345', 'ca-pub-ABCDEFGHIJ'])
      expect(settingProblem('google_adsense_client_id', bad)).toBe(
        'AdSense client ID must look like ca-pub-0000000000000000',
      );
  });
});

describe('settingProblem: the flag weight that hides a review (issue 29)', () => {
  const message =
    'Flag weight that hides a review must be a number from 1 to 100, with at most 2 decimals';

  it.each(['1', '5', ' 4.5 ', '2.75', '100'])('accepts %s', (value) => {
    expect(settingProblem('flag_hide_threshold', value)).toBeNull();
  });

  it.each(['0', '0.99', '100.01', '-1', '1.234', 'five', '', '1e1', '.5', 'Infinity'])(
    'refuses %s with its bounds',
    (value) => {
      expect(settingProblem('flag_hide_threshold', value)).toBe(message);
    },
  );
});

describe('settingProblem: social links (issue 32)', () => {
  it.each(['', '  ', 'https://www.instagram.com/battleready', ' https://x.com/battleready '])(
    'accepts %j',
    (value) => {
      expect(settingProblem('social_instagram_url', value)).toBeNull();
    },
  );

  it.each([
    'http://x.com/battleready',
    'x.com/battleready',
    'javascript:alert(1)',
    'https://user:pass@x.com/',
    'https://',
  ])('refuses %j, naming the network', (value) => {
    expect(settingProblem('social_x_url', value)).toBe('X link must be a full https:// address');
  });

  it('refuses a link longer than 200 characters', () => {
    expect(settingProblem('social_youtube_url', `https://youtube.com/${'a'.repeat(181)}`)).toBe(
      'YouTube link must be at most 200 characters',
    );
  });
});
