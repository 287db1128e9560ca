// s3rver ships no types; this is the part of its API the tests use (s3rver 3.7).
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0 picks a free port; run() answers with the one taken. */
    port?: number;
    silent?: boolean;
    /** Where buckets and objects are kept, as files. */
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
