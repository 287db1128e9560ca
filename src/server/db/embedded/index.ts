export { EmbeddedPostgresError } from './binaries';
export { runningEmbeddedUrl, startEmbeddedServer, type EmbeddedServer } from './server';
export { superviseEmbeddedServer, type SupervisedServer } from './supervisor';
