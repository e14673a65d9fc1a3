/**
 * Open connections per client group (lib/http clientKey), for the production server's per-client cap
 * (./site-server.ts). A group is forgotten when its last connection closes, so the map holds at most
 * MAX_CONNECTIONS entries.
 */
export class PeerConnections {
  private readonly open = new Map<string, number>();

  constructor(private readonly cap: number) {}

  /** Counts a new connection of `group`; false, counting nothing, when the group already holds `cap`. */
  admit(group: string): boolean {
    const count = this.open.get(group) ?? 0;
    if (count >= this.cap) return false;
    this.open.set(group, count + 1);
    return true;
  }

  /** One connection of `group` closed. */
  release(group: string): void {
    const count = this.open.get(group) ?? 0;
    if (count <= 1) this.open.delete(group);
    else this.open.set(group, count - 1);
  }

  count(group: string): number {
    return this.open.get(group) ?? 0;
  }

  /** Groups holding a connection. */
  get groups(): number {
    return this.open.size;
  }
}
