/**
 * How a rating reads. The bot rates with OpenSkill (Plackett-Luce) and ranks
 * by its conservative estimate μ − 3σ (the "ordinal"): 0 for a newcomer
 * (μ 25, σ 25/3), rising as results come in and the system grows sure of a
 * player. Players know ratings from chess, so the ordinal is shown on that
 * scale:
 *
 *     rating = 1500 + 30 × (μ − 3σ)
 *
 * - 1500 is where everyone starts (as in Elo and Glicko);
 * - 30 points per unit makes gaps read like Elo gaps: in the Plackett-Luce
 *   model two settled players (small σ) with skills μ₁, μ₂ meet with
 *   P(1 wins) = 1 / (1 + e^(−(μ₁ − μ₂)/c)), c = √2·β = √2·25/6 ≈ 5.89, and in
 *   Elo P = 1 / (1 + 10^(−D/400)); the two agree when D = (μ₁ − μ₂) ·
 *   400 / (c · ln 10) ≈ 29.5 × (μ₁ − μ₂). So 100 points apart is about a 64%
 *   chance for the higher one, as in chess.
 *
 * A rating is provisional for a player's first few rated matches (against at
 * least one other person: games against computers move no rating), like the
 * "1500?" players know from chess sites.
 */
export const RATING_BASE = 1500;
export const RATING_SCALE = 30;
/** Rated matches after which a rating is no longer provisional. */
export const PROVISIONAL_MATCHES = 5;

/** The shown rating of an OpenSkill rating (an integer). */
export function displayRating(mu: number, sigma: number): number {
  return Math.round(RATING_BASE + RATING_SCALE * (mu - 3 * sigma)) + 0;
}

export function isProvisional(ratedMatches: number): boolean {
  return ratedMatches < PROVISIONAL_MATCHES;
}
