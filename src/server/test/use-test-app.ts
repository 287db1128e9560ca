import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { AppDeps } from '../app';
import type { AppConfig } from '../config';
import { createPersonas, type Personas } from './accounts';
import { startTestApp, type TestApp } from './harness';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { startMediaTestApp } from './media-app';
import type { Caller, RequestOptions } from './requests';
import { makeWebRoot } from './web-root';

export interface TestAppOptions {
  /** Config overrides; a function is read when the app starts, after the hooks declared before. */
  config?: Partial<AppConfig> | (() => Partial<AppConfig>);
  /** E.g. a mailer that keeps what it is given. */
  deps?: AppDeps;
  /** Make the four members of the role matrix, `t.who`, before the first test. */
  personas?: boolean;
  /** Send mail over SMTP to a catcher the tests read, `t.mail`, with the mail worker on. */
  mail?: boolean;
  /** Keep uploads in a temporary DATA_DIR (`t.uploadsDir`) with the packaged ffmpeg. */
  media?: boolean;
  /** Serve a stand-in for the built SPA from a temporary directory, `t.webRoot`. */
  webRoot?: boolean;
  /** A fresh app, over a fresh database, for each test rather than one for the file. */
  perTest?: boolean;
}

async function start(options: TestAppOptions) {
  const opened: (() => unknown)[] = [];
  const close = async () => {
    for (const undo of [...opened].reverse()) await undo();
  };
  try {
    const mail = options.mail ? await startMailCatcher() : undefined;
    if (mail) opened.push(() => mail.close());
    const web = options.webRoot ? makeWebRoot() : undefined;
    if (web) opened.push(() => web.remove());
    const config = {
      ...(mail && {
        smtpUrl: mail.url,
        jobs: { work: true, pollMs: 50, maintenanceSeconds: 60, retryDelaySeconds: 1 },
      }),
      ...(web && { webRoot: web.dir }),
      ...(typeof options.config === 'function' ? options.config() : options.config),
    };
    const media = options.media ? await startMediaTestApp(config, options.deps) : undefined;
    const app = media ?? (await startTestApp(config, options.deps));
    opened.push(() => app.close());
    return {
      ...app,
      uploadsDir: media?.uploadsDir,
      ffmpegPath: media?.ffmpegPath,
      mail,
      webRoot: web?.dir,
      who: options.personas ? await createPersonas(app) : undefined,
      close,
    };
  } catch (error) {
    // The after hook closes only an app that started: a start that failed half-way closes here.
    await close();
    throw error;
  }
}

/**
 * The integration tests' one way to get an app: declared at the top of a file (or a describe),
 * it starts the app over a fresh database before the tests and closes both after them. What it
 * returns reads the running app, so it can be passed to helpers like createMember(t) as it is.
 */
export function useTestApp(options: TestAppOptions = {}) {
  let running: Awaited<ReturnType<typeof start>> | undefined;
  let closing: Promise<void> | undefined;
  const now = () => {
    if (!running) throw new Error('the test app starts in beforeAll: use it in a hook or a test');
    return running;
  };
  const given = <T>(value: T | undefined, option: keyof TestAppOptions): T => {
    if (value === undefined) throw new Error(`useTestApp needs { ${option}: true } for this`);
    return value;
  };
  const persona = (name: keyof Personas) => given(now().who, 'personas')[name];
  const close = () => (closing ??= now().close());

  const [before, after] = options.perTest ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    running = await start(options);
    closing = undefined;
  });
  after(() => running && close());

  const fixture = {
    get app() {
      return now().app;
    },
    get db() {
      return now().db;
    },
    get database() {
      return now().database;
    },
    as: (caller: Caller, options?: RequestOptions) => now().as(caller, options),
    /** Closes the app before its hook would, for a test of shutting down; the hook then does not. */
    close,
    get mail(): MailCatcher {
      return given(now().mail, 'mail');
    },
    get uploadsDir(): string {
      return given(now().uploadsDir, 'media');
    },
    get ffmpegPath(): string {
      return given(now().ffmpegPath, 'media');
    },
    get webRoot(): string {
      return given(now().webRoot, 'webRoot');
    },
    who: {
      get unverified() {
        return persona('unverified');
      },
      get verified() {
        return persona('verified');
      },
      get admin() {
        return persona('admin');
      },
      get superAdmin() {
        return persona('superAdmin');
      },
    } satisfies Personas,
  };
  return fixture satisfies TestApp;
}
