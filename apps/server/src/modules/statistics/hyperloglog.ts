/**
 * A HyperLogLog sketch (Flajolet et al., with the linear-counting correction for small counts)
 * over 64-bit hashes given as hexadecimal text: the visitor ids are SHA-256 digests already, so
 * their first 16 digits are the hash. Sketches of the same precision merge by the larger register,
 * which is how unique visitors over a range of days are counted from one sketch per day.
 */
/** 2^-rank for every rank a register can hold: the estimate's sum without a power each time. */
const inversePowers = Float64Array.from({ length: 66 }, (_, rank) => 2 ** -rank);

export class HyperLogLog {
  readonly precision: number;
  readonly registers: Uint8Array;

  constructor(precision: number, registers?: Uint8Array) {
    if (!Number.isInteger(precision) || precision < 4 || precision > 16) {
      throw new RangeError(`A HyperLogLog precision is 4 to 16, not ${precision}`);
    }
    this.precision = precision;
    this.registers = registers ?? new Uint8Array(2 ** precision);
  }

  /** Reads a sketch written by `toBytes`: its precision, then its registers. */
  static fromBytes(bytes: Uint8Array): HyperLogLog {
    const precision = bytes[0] ?? 0;
    const registers = bytes.slice(1);
    if (registers.length !== 2 ** precision) throw new RangeError("Not a HyperLogLog sketch");
    return new HyperLogLog(precision, registers);
  }

  toBytes(): Uint8Array {
    const bytes = new Uint8Array(this.registers.length + 1);
    bytes[0] = this.precision;
    bytes.set(this.registers, 1);
    return bytes;
  }

  /** Adds a hash: at least 16 hexadecimal digits. */
  addHash(hex: string): void {
    const high = Number.parseInt(hex.slice(0, 8), 16) >>> 0;
    const low = Number.parseInt(hex.slice(8, 16), 16) >>> 0;
    const index = high >>> (32 - this.precision);
    const rest = (high << this.precision) >>> 0;
    const rank =
      rest !== 0 ? Math.clz32(rest) + 1 : Math.min(32 - this.precision + Math.clz32(low) + 1, 64);
    if (rank > (this.registers[index] ?? 0)) this.registers[index] = rank;
  }

  /** Takes in what `other` counted (of the same precision). */
  merge(other: HyperLogLog): void {
    if (other.precision !== this.precision) {
      throw new RangeError("Only sketches of the same precision merge");
    }
    for (let index = 0; index < this.registers.length; index += 1) {
      const theirs = other.registers[index] ?? 0;
      if (theirs > (this.registers[index] ?? 0)) this.registers[index] = theirs;
    }
  }

  /** How many different hashes were added, within about 1.04 / sqrt(2^precision). */
  estimate(): number {
    const size = this.registers.length;
    let harmonicSum = 0;
    let zeros = 0;
    for (const register of this.registers) {
      harmonicSum += inversePowers[register] ?? 0;
      if (register === 0) zeros += 1;
    }
    const alpha = 0.7213 / (1 + 1.079 / size);
    const raw = (alpha * size * size) / harmonicSum;
    if (raw <= 2.5 * size && zeros > 0) return Math.round(size * Math.log(size / zeros));
    return Math.round(raw);
  }
}
