import { describe, expect, it } from 'vitest';
import { clock, commandOf, momentLink, momentOf, stepSpeed, withoutMoment } from './moment';

describe('the player’s moment links', () => {
  it('reads the record and the second a link names, and nothing from an address without one', () => {
    expect(momentOf(new URLSearchParams('play=42&at=75'))).toEqual({ recordId: 42, seconds: 75 });
    expect(momentOf(new URLSearchParams('play=42'))).toEqual({ recordId: 42, seconds: 0 });
    expect(momentOf(new URLSearchParams('play=42&at=-3'))).toEqual({ recordId: 42, seconds: 0 });
    expect(momentOf(new URLSearchParams('play=abc&at=5'))).toBeNull();
    expect(momentOf(new URLSearchParams('caller=138'))).toBeNull();
  });

  it('writes a link to this page with its search kept and the moment in whole seconds, and closes without it', () => {
    const link = momentLink('/recording', '?caller=138&page=2', { recordId: 7, seconds: 83.9 });
    expect(link).toBe('/recording?caller=138&page=2&play=7&at=83');
    expect(momentOf(new URL(link, 'http://x').searchParams)).toEqual({ recordId: 7, seconds: 83 });
    expect(withoutMoment(new URL(link, 'http://x').searchParams).toString()).toBe('caller=138&page=2');
  });

  it('draws a moment as m:ss, h:mm:ss past an hour', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(83.9)).toBe('1:23');
    expect(clock(3725)).toBe('1:02:05');
  });
});

describe('the player’s keys and speeds', () => {
  it('plays and pauses with space or K, skips 10 s with the arrows or J and L, steps the speed with - and +', () => {
    expect(commandOf(' ')).toEqual({ kind: 'toggle' });
    expect(commandOf('k')).toEqual({ kind: 'toggle' });
    expect(commandOf('ArrowLeft')).toEqual({ kind: 'skip', seconds: -10 });
    expect(commandOf('l')).toEqual({ kind: 'skip', seconds: 10 });
    expect(commandOf('-')).toEqual({ kind: 'speed', direction: -1 });
    expect(commandOf('+')).toEqual({ kind: 'speed', direction: 1 });
    expect(commandOf('Home')).toEqual({ kind: 'start' });
    expect(commandOf('a')).toBeNull();
  });

  it('steps through 0.5× to 2× and stays within them', () => {
    expect(stepSpeed(1, 1)).toBe(1.25);
    expect(stepSpeed(1, -1)).toBe(0.75);
    expect(stepSpeed(2, 1)).toBe(2);
    expect(stepSpeed(0.5, -1)).toBe(0.5);
  });
});
