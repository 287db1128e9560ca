/** A setting the process cannot start with: main.ts prints the message alone and exits. */
export class ConfigError extends Error {}
