// @ts-check
// Time: every moving part is a pure, periodic function of the scene time t (0 <= t < DURATION), so the last frame
// runs seamlessly into the first.
import { DURATION } from './settings.mjs';

export const TAU = Math.PI * 2;

/** @param {number} value */
const clamp01 = (value) => Math.max(0, Math.min(1, value));

/** Smootherstep: eases in and out of 0..1 with no jolt at either end. @param {number} value */
export function smootherstep(value) {
  const x = clamp01(value);
  return x * x * x * (x * (x * 6 - 15) + 10);
}

/**
 * A sine wave with `cycles` whole periods per loop, so wave(0) equals wave(DURATION).
 * @param {number} t
 * @param {number} cycles
 * @param {number} [phase]
 */
export const wave = (t, cycles, phase = 0) => Math.sin((TAU * cycles * t) / DURATION + phase);

/**
 * Sway: one slow period per loop plus a faint second harmonic, so the motion does not look mechanical.
 * @param {number} t
 * @param {number} phase
 */
export const sway = (t, phase) => wave(t, 1, phase) + 0.28 * wave(t, 2, phase * 1.7 + 1.3);

/** Where the slow band of light that crosses the scene is, at time t. @param {number} t */
export const sweepX = (t) => -420 + 2140 * smootherstep((t / DURATION - 0.12) / 0.76);

/** @typedef {[id: string, attribute: string, value: string]} Change one SVG attribute to set for a frame */
/** @typedef {(t: number) => Change[]} Animation */
