import { describe, expect, it } from 'vitest';
import { vapidSubject } from './vapid-keys';

describe("who push services may contact about the site's pushes", () => {
  it('is the site when it is served over https', () => {
    expect(vapidSubject('https://battle-ready.example', 'Battle Ready <no@x.example>')).toBe(
      'https://battle-ready.example',
    );
  });

  it("is the mail sender's address otherwise, with or without a display name", () => {
    expect(vapidSubject('http://localhost:3000', 'Battle Ready <no-reply@localhost>')).toBe(
      'mailto:no-reply@localhost',
    );
    expect(vapidSubject('http://10.0.0.2', ' ops@unit.example ')).toBe('mailto:ops@unit.example');
  });
});
