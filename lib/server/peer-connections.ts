/** One limit a connection counts against: its key (an IPv4 address, an IPv6 /56 or /48) and that key's cap. */
export type PeerGroup = { key: string; cap: number };

/**
 * Open connections per peer group (./connection-groups.ts), for the production server's per-client caps
 * (./connection-guard.ts). A group is forgotten when its last connection closes, so the map holds at most
 * two entries per open connection.
 */
export class PeerConnections {
  private readonly open = new Map<string, number>();

  /** Counts a new connection in every group; false, counting nothing, when any group already holds its cap. */
  admit(groups: readonly PeerGroup[]): boolean {
    if (groups.some(({ key, cap }) => this.count(key) >= cap)) return false;
    for (const { key } of groups) this.open.set(key, this.count(key) + 1);
    return true;
  }

  /** One connection of these groups closed. */
  release(groups: readonly PeerGroup[]): void {
    for (const { key } of groups) {
      const count = this.count(key);
      if (count <= 1) this.open.delete(key);
      else this.open.set(key, count - 1);
    }
  }

  count(key: string): number {
    return this.open.get(key) ?? 0;
  }

  /** Groups holding a connection. */
  get groups(): number {
    return this.open.size;
  }
}
