/**
 * The newest access epoch one request has heard for its session's tenant (docs/foundation-contract.md section 1,
 * "Access epoch"): the one its permission check stood on and those its vendor API answers reported. The answer
 * carries it to the console (access-epoch-header.ts), which reads `me` again when it moves.
 */
export class HeardEpoch {
  private newest: bigint | undefined;

  note(epoch: string): void {
    if (!/^\d{1,15}$/.test(epoch)) return;
    const value = BigInt(epoch);
    if (this.newest === undefined || value > this.newest) this.newest = value;
  }

  get value(): string | undefined {
    return this.newest?.toString();
  }
}
