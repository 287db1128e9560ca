import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LowDataProvider } from '@web/lib/low-data';
import { ReviewMedia } from './review-media';

// A review's clip loads its first frame and length for the player, except in low-data mode
// (issue 51), where nothing of it is fetched until the reader plays it.
const video = { id: 'v1', kind: 'video' as const, url: '/clip.mp4', contentType: 'video/mp4' };
const render = (lowData: boolean) =>
  renderToStaticMarkup(
    <LowDataProvider initial={lowData}>
      <ReviewMedia title="Rucked it" photos={[]} video={video} />
    </LowDataProvider>,
  );

describe("a review's video", () => {
  it('preloads its metadata in normal mode', () => {
    expect(render(false)).toMatch(/<video[^>]* preload="metadata"/);
  });

  it('preloads nothing in low-data mode', () => {
    expect(render(true)).toMatch(/<video[^>]* preload="none"/);
  });
});
