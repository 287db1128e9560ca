import { describe, expect, it } from 'vitest';
import {
  activeIntegrations,
  adsenseScriptUrl,
  gtagScriptUrl,
  integrationsFromPage,
  INTEGRATION_META,
} from '@shared/integrations';

const settings = (over: Partial<Parameters<typeof activeIntegrations>[0]> = {}) => ({
  analyticsId: null,
  adsenseEnabled: false,
  adsenseClientId: null,
  ...over,
});

describe('activeIntegrations', () => {
  it('switches nothing on by default', () => {
    expect(activeIntegrations(settings())).toEqual({ analyticsId: null, adsenseClientId: null });
  });

  it.each(['G-ABC123XYZ9', 'UA-12345678-1', 'GT-WXYZ123', 'AW-123456789'])(
    'uses a well-formed Google tag ID: %s',
    (id) => {
      expect(activeIntegrations(settings({ analyticsId: id })).analyticsId).toBe(id);
    },
  );

  it.each(['g-abc123', 'G-', 'G-1', "G-1'><script>", 'G-ABC/../x', 'GTAG-ABC123', ''])(
    'ignores a malformed analytics ID: %s',
    (id) => {
      expect(activeIntegrations(settings({ analyticsId: id })).analyticsId).toBeNull();
    },
  );

  it('uses AdSense only when switched on and the client ID is well formed', () => {
    const client = 'ca-pub-1234567890123456';
    expect(activeIntegrations(settings({ adsenseClientId: client })).adsenseClientId).toBeNull();
    expect(activeIntegrations(settings({ adsenseEnabled: true })).adsenseClientId).toBeNull();
    expect(
      activeIntegrations(settings({ adsenseEnabled: true, adsenseClientId: client }))
        .adsenseClientId,
    ).toBe(client);
    for (const bad of ['pub-1234567890123456', 'ca-pub-123', 'ca-pub-1234567890x'])
      expect(
        activeIntegrations(settings({ adsenseEnabled: true, adsenseClientId: bad }))
          .adsenseClientId,
      ).toBeNull();
  });
});

describe('integrationsFromPage', () => {
  it('reads the IDs from the page and checks them again', () => {
    const meta = (values: Record<string, string>) => (name: string) => values[name] ?? null;
    expect(integrationsFromPage(meta({}))).toEqual({ analyticsId: null, adsenseClientId: null });
    expect(
      integrationsFromPage(
        meta({
          [INTEGRATION_META.analyticsId]: 'G-ABC123',
          [INTEGRATION_META.adsenseClientId]: 'ca-pub-1234567890',
        }),
      ),
    ).toEqual({ analyticsId: 'G-ABC123', adsenseClientId: 'ca-pub-1234567890' });
    expect(
      integrationsFromPage(meta({ [INTEGRATION_META.analyticsId]: 'G-"x"><img src=x>' })),
    ).toEqual({ analyticsId: null, adsenseClientId: null });
  });
});

describe('script URLs', () => {
  it("are Google's documented ones, carrying the ID", () => {
    expect(gtagScriptUrl('G-ABC123')).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123');
    expect(adsenseScriptUrl('ca-pub-1234567890')).toBe(
      'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890',
    );
  });
});
