/**
 * Propagation latency for bench/sync.ts. Every sealed entry a device writes is numbered, in the
 * order written, by its IV (random per seal, so it tells one write of a name from the next); a
 * stamped write is followed until every other device's doc holds it or a later write of its name
 * (Yjs may take two updates of one name in a single transaction, and then shows only the later).
 */
const IV_BYTES = 12;

const ivOf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, IV_BYTES)).toString('hex');

interface Sample {
  readonly order: number;
  readonly startedAt: number;
  /** Devices whose doc must still take it in. */
  waitingFor: number;
  readonly resolve: (latency: number) => void;
}

export class Stamps {
  private readonly orderOf = new Map<string, number>();
  private readonly open = new Map<string, Sample[]>();
  private written = 0;
  /** ms from each completed sample's write until the last device took it in. */
  private readonly latencies: number[] = [];

  /**
   * A device wrote `bytes` under `name`; `stamp` follows it to `waitingFor` devices, with the
   * time the write began, and resolves with its latency once they all hold it.
   */
  wrote(
    name: string,
    bytes: Uint8Array,
    stamp?: { startedAt: number; waitingFor: number },
  ): Promise<number> | undefined {
    const order = ++this.written;
    this.orderOf.set(ivOf(bytes), order);
    if (stamp === undefined) return undefined;
    return new Promise((resolve) => {
      const samples = this.open.get(name) ?? [];
      samples.push({ order, ...stamp, resolve });
      this.open.set(name, samples);
    });
  }

  /** Which write these sealed bytes are, by order (0: not one of this room's). */
  orderIn(bytes: Uint8Array): number {
    return this.orderOf.get(ivOf(bytes)) ?? 0;
  }

  /** A device's doc went from write `before` to write `now` of `name`, at time `at`. */
  seen(name: string, before: number, now: number, at: number): void {
    const samples = this.open.get(name);
    if (samples === undefined) return;
    for (const sample of samples) {
      if (sample.order > now || sample.order <= before) continue;
      sample.waitingFor -= 1;
      if (sample.waitingFor > 0) continue;
      const latency = at - sample.startedAt;
      this.latencies.push(latency);
      sample.resolve(latency);
    }
    const left = samples.filter((sample) => sample.waitingFor > 0);
    if (left.length === 0) this.open.delete(name);
    else this.open.set(name, left);
  }

  /** The latencies completed since the last call, and forgets them. */
  take(): number[] {
    return this.latencies.splice(0);
  }
}
