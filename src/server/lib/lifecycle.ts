/**
 * Whether this instance is on its way out. A shutdown marks it before the server stops taking
 * requests: readiness fails first, so a load balancer sends no new ones, while those in flight
 * finish (issue 32).
 */
export class Lifecycle {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  drain(): void {
    this.#draining = true;
  }
}
