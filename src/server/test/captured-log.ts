import { Writable } from 'node:stream';
import { createLogger } from '../lib/logger';

/** The app's own logger at every level, writing into a string the test reads (issue 27). */
export function capturedLog() {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return {
    logger: createLogger({ logLevel: 'trace', prettyLogs: false }, sink),
    text: () => text,
    clear: () => {
      text = '';
    },
  };
}
