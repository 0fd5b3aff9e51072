/** Small fast seeded generator (sfc32): the search must be reproducible, so no Math.random. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    // splitmix32 spreads any integer seed over the four words of state.
    let s = seed >>> 0;
    const mix = () => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = mix();
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    return (this.bits() >>> 0) / 4294967296;
  }

  /**
   * The next 32 random bits as a signed integer: `next()` is these bits (unsigned) over 2^32. An integer
   * comes back from a call without being boxed, where a fraction does not: `below` uses it in hot loops.
   */
  bits(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t;
  }

  /**
   * Whether the next draw falls below `threshold`, given as `chanceThreshold(p)`: the same answer, from
   * the same draw, as `next() < p`.
   */
  below(threshold: number): boolean {
    return this.bits() >>> 0 < threshold;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Uniform in [lo, hi). */
  uniform(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }
}

/**
 * `p` scaled for `Rng.below`: the draw's bits are an integer u, and u / 2^32 < p exactly when
 * u < ceil(p * 2^32) (the product is exact, 2^32 being a power of two). An integer, so that passing it
 * boxes nothing either (for p below one half).
 */
export function chanceThreshold(p: number): number {
  return Math.ceil(p * 4294967296);
}
