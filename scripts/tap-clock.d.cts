// Types of scripts/tap-clock.cjs for the TypeScript that imports it (test/e2e/support/fixtures.ts).
import type { Locator, Page } from '@playwright/test';

/** What a frame must show: an element matching `selector` that is rendered, with `text` in it, or `count` of them. */
export type Shows = { selector: string; text?: string; count?: number };
/** What `instrument` keeps in the page, as `window.__visit`. */
export type Visit = {
  events: { id: number; start: number; duration: number }[];
  watched: { tap: number | null; shown: number | null };
  fcp: number | null;
  longTasks: { start: number; duration: number }[];
  watch: (shows: Shows) => void;
};
/** The part of a benchmark's profile that says how it taps. */
export type Tapper = { mobile: boolean };

export declare const GIVE_UP_MS: number;
export declare const STORE_RUNNING_MARK: string;
export declare function median(values: number[]): number;
export declare function instrument(): void;
export declare function tap(control: Locator, profile: Tapper): Promise<void>;
export declare function tapNow(control: Locator, profile: Tapper): Promise<void>;
export declare function interaction(page: Page, act: () => Promise<void>): Promise<number>;
export declare function tapToShown(page: Page): Promise<number>;
export declare function untilShown(page: Page, shows: Shows, act: () => Promise<void>): Promise<number>;
export declare function interactionShowing(
  page: Page,
  shows: Shows,
  act: () => Promise<void>,
): Promise<{ duration: number; shown: number }>;
export declare function settle(page: Page): Promise<void>;
