// The search's settings and their defaults, apart from the search itself: the problem's types
// (types.ts) name them, and importing them from search.ts would make the types depend on the whole
// search (an import cycle).

export interface RuinParams {
  /** Average number of jobs removed per ruin (c-bar). */
  averageRemoved: number;
  /** Longest string removed from one route (L-max). */
  maxString: number;
  /** Probability of the split-string variant. */
  splitRate: number;
  /** Chance to stop growing the preserved substring at each step (beta). */
  splitDepth: number;
}

export const DEFAULT_RUIN: RuinParams = {
  averageRemoved: 10,
  maxString: 10,
  splitRate: 0.5,
  splitDepth: 0.01,
};

export interface SearchParams {
  ruin: RuinParams;
  /** Chance to skip each insertion position in recreate. */
  blinkRate: number;
  /** Start and final temperature, as multiples of the average edge cost of the first solution. */
  startTemperature: number;
  finalTemperature: number;
  /** Polish every new best solution with the local search before keeping it. */
  polishBest: boolean;
  /**
   * Recreate looks for a job's place only in the routes of its this many nearest neighbours (and empty
   * vehicles) once the instance has `nearRoutesFrom` jobs or more; all routes below that.
   */
  nearRoutes: number;
  nearRoutesFrom: number;
  /**
   * With near routes: a job that fits in none of them (it would open a route) is tried in the routes of
   * its this many nearest neighbours, or in every route in use (`Infinity`); 0 for neither (0015).
   */
  nearFallback: number;
  /** From this many jobs on, a new best is polished around the routes the iteration changed only. */
  focusedPolishFrom: number;
  /** With focused polishing: share of the budget kept for polishing the final best over all jobs. */
  finalPolishShare: number;
  /**
   * Share of the budget (time and iterations) the fleet-minimisation phase may use before the annealing
   * (0.6, 0023: on a slower machine half the budget often ended it one route short). It ends earlier
   * when its attempt to give up one more route has not left fewer jobs unplaced for `fleetStall` times
   * the number of jobs iterations, divided by the fewest it has left unplaced (0018).
   */
  fleetShare: number;
  fleetStall: number;
  /** The fleet phase reinserts the unplaced jobs among this many nearest neighbours of its target (0018). */
  fleetNear: number;
  /**
   * Run the fleet phase first, without `minimiseVehicles`' cap, when every vehicle has a fixed cost: a
   * route given up then saves that cost, which the annealing alone rarely manages (0018).
   */
  fleetWhenFixedCosts: boolean;
  /** The local search also tries SWAP* between routes (0014). */
  swapStar: boolean;
  /**
   * Chance per iteration that the recreate first starts a new route with the first job to reinsert, when
   * a vehicle is free (0014), on instances of `openFrom` jobs or more (0020).
   */
  openRate: number;
  openFrom: number;
  /**
   * Chance per iteration that the ruin copies the best plan's routes around a random job into the
   * candidate instead of removing strings, on instances of `copyBestFrom` jobs or more (0021). Never
   * with locked jobs.
   */
  copyBestRate: number;
  copyBestFrom: number;
  /** The copy takes the best plan's routes serving the random job and its this many nearest neighbours... */
  copyBestNear: number;
  /** ...at most this many routes. */
  copyBestRoutes: number;
  /**
   * From this many jobs on, the ruin visits the routes of the seed's time-window-aware neighbours
   * (`timeAwareNeighbours`) instead of its nearest ones (0022).
   */
  timeNeighboursFrom: number;
}

export const DEFAULT_SEARCH: SearchParams = {
  ruin: DEFAULT_RUIN,
  blinkRate: 0.01,
  startTemperature: 2,
  finalTemperature: 0.06,
  polishBest: true,
  nearRoutes: 40,
  nearRoutesFrom: 400,
  nearFallback: Number.POSITIVE_INFINITY,
  focusedPolishFrom: 400,
  finalPolishShare: 0.01,
  fleetShare: 0.6,
  fleetStall: 400,
  fleetNear: 10,
  fleetWhenFixedCosts: true,
  swapStar: false,
  openRate: 0.05,
  openFrom: 400,
  copyBestRate: 0.002,
  copyBestFrom: 400,
  copyBestNear: 10,
  copyBestRoutes: 3,
  timeNeighboursFrom: 400,
};

/** Changes to the default search, for tuning and benchmarks: any field, the ruin's fields one by one. */
export type SearchOverrides = Partial<Omit<SearchParams, 'ruin'>> & { ruin?: Partial<RuinParams> };

/**
 * The default search with `overrides` applied. An unknown name or a value that is not a number (or a
 * boolean where the default is one) throws: a misspelt setting must not quietly run the default.
 */
export function searchParams(overrides: SearchOverrides = {}): SearchParams {
  const merge = <T extends object>(base: T, changes: object, where: string): T => {
    const out = { ...base } as Record<string, unknown>;
    for (const [key, value] of Object.entries(changes)) {
      if (!(key in base)) throw new Error(`unknown search setting "${where}${key}"`);
      // The ruin's fields are merged one by one below.
      if (key === 'ruin' && where === '') continue;
      const kind = typeof out[key];
      if (typeof value !== kind || (kind === 'number' && Number.isNaN(value)))
        throw new Error(`search setting "${where}${key}" must be a ${kind}`);
      out[key] = value;
    }
    return out as T;
  };
  const params = merge(DEFAULT_SEARCH, overrides, '');
  const ruin = overrides.ruin ?? {};
  if (typeof ruin !== 'object' || ruin === null) throw new Error('search setting "ruin" must be an object');
  params.ruin = merge(DEFAULT_SEARCH.ruin, ruin, 'ruin.');
  return params;
}
