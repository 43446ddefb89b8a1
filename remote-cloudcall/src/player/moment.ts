/**
 * The player's rules, without the browser: where a moment link points, what a key does, the speeds.
 * A moment link is the page's own address with `play=<record id>` and `at=<seconds>`: it opens the
 * page, the record's player and the position (other parameters of the address, a search, are kept).
 */
export const PLAY_PARAM = 'play';
export const AT_PARAM = 'at';

/** 0.5× to 2×, the rates a reviewer steps through. */
export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const SKIP_SECONDS = 10;

export interface Moment {
  recordId: number;
  seconds: number;
}

/** The moment a page's address asks to open, or null. */
export function momentOf(search: URLSearchParams): Moment | null {
  const recordId = Number(search.get(PLAY_PARAM));
  if (!Number.isInteger(recordId) || recordId <= 0) return null;
  const seconds = Number(search.get(AT_PARAM) ?? 0);
  return { recordId, seconds: Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0 };
}

/** The address of a moment of a record on this page (`pathname` and `search` are the page's own). */
export function momentLink(pathname: string, search: string, moment: Moment): string {
  const params = new URLSearchParams(search);
  params.set(PLAY_PARAM, String(moment.recordId));
  params.set(AT_PARAM, String(Math.floor(moment.seconds)));
  return `${pathname}?${params}`;
}

/** The address without the player's parameters (closing the player). */
export function withoutMoment(search: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(search);
  params.delete(PLAY_PARAM);
  params.delete(AT_PARAM);
  return params;
}

/** `m:ss`, or `h:mm:ss` past an hour. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  return h ? `${h}:${pad(m)}:${pad(whole % 60)}` : `${m}:${pad(whole % 60)}`;
}

/** The next speed up (+1) or down (-1), staying within 0.5× to 2×. */
export function stepSpeed(current: number, direction: 1 | -1): number {
  const index = SPEEDS.findIndex((speed) => speed >= current);
  const at = index < 0 ? SPEEDS.length - 1 : index;
  return SPEEDS[Math.min(SPEEDS.length - 1, Math.max(0, at + direction))]!;
}

export type PlayerCommand = { kind: 'toggle' } | { kind: 'skip'; seconds: number } | { kind: 'speed'; direction: 1 | -1 } | { kind: 'start' };

/**
 * What a key does while the player has the focus: space or K plays and pauses, ← and → skip 10 s
 * (J and L too), - and + (or < and >) step the speed, Home goes to the start. Other keys: nothing.
 */
export function commandOf(key: string): PlayerCommand | null {
  switch (key) {
    case ' ':
    case 'k':
    case 'K':
      return { kind: 'toggle' };
    case 'ArrowLeft':
    case 'j':
    case 'J':
      return { kind: 'skip', seconds: -SKIP_SECONDS };
    case 'ArrowRight':
    case 'l':
    case 'L':
      return { kind: 'skip', seconds: SKIP_SECONDS };
    case '-':
    case '<':
      return { kind: 'speed', direction: -1 };
    case '+':
    case '=':
    case '>':
      return { kind: 'speed', direction: 1 };
    case 'Home':
      return { kind: 'start' };
    default:
      return null;
  }
}
