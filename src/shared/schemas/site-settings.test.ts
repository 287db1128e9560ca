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
