/**
 * A number's health score (0–100, higher is healthier), from its calls of the last `days` days
 * (CONTRACT.md "The health score"): 100 less a penalty per signal, each signal's share of its weight
 * capped at the whole weight. The weights add up to 100.
 */
export const HEALTH = {
  days: 30,
  /** The trend compares the score with the score this many days ago. */
  trendDays: 7,
  /** A number below this appears on its brand's abnormal-number list, with the reasons. */
  threshold: 60,
  weights: {
    /** Calls per day, the whole weight at `callsPerDayCap`. */
    volume: 20,
    /** The share of calls not connected. */
    unconnected: 30,
    /** The share of connected calls shorter than `shortSeconds`. */
    short: 20,
    /** Calls flagged 风险 (complaints), the whole weight at `complaintsCap`. */
    complaints: 20,
    /** Markers against the number (marker_records), the whole weight at `markersCap`. */
    markers: 10,
  },
  callsPerDayCap: 5,
  shortSeconds: 30,
  complaintsCap: 5,
  markersCap: 50,
} as const;
