import type { Page } from '@playwright/test';

/** Records every Web Audio tone the page plays: frequency, gain and length. */
export async function recordTones(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tones: { frequency: number; gain: number; seconds: number }[] = [];
    (window as unknown as { __tones: typeof tones }).__tones = tones;
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      override createOscillator() {
        const oscillator = super.createOscillator();
        const gainNodes: GainNode[] = [];
        const connect = oscillator.connect.bind(oscillator) as (node: AudioNode) => AudioNode;
        (oscillator as unknown as { connect: (node: AudioNode) => AudioNode }).connect = (node: AudioNode) => {
          if (node instanceof GainNode) gainNodes.push(node);
          return connect(node);
        };
        let started = 0;
        const start = oscillator.start.bind(oscillator);
        oscillator.start = (when = 0) => {
          started = when;
          start(when);
        };
        const stop = oscillator.stop.bind(oscillator);
        oscillator.stop = (when = 0) => {
          const round = (value: number) => Math.round(value * 1000) / 1000;
          tones.push({ frequency: round(oscillator.frequency.value), gain: round(gainNodes[0]?.gain.value ?? 1), seconds: round(when - started) });
          stop(when);
        };
        return oscillator;
      }
    } as typeof AudioContext;
  });
}

export const tonesPlayed = (page: Page) =>
  page.evaluate(() => (window as unknown as { __tones: { frequency: number; gain: number; seconds: number }[] }).__tones);

/** Calls the API as the logged-in user, from the page (same origin, same headers as the console). */
export async function callApi(page: Page, method: 'GET' | 'POST' | 'DELETE', url: string, form: Record<string, string> = {}) {
  return page.evaluate(
    async ({ method, url, form }) => {
      const body = new URLSearchParams(form).toString();
      const response = await fetch(method === 'POST' ? url : `${url}?${body}`, {
        method,
        headers: {
          Authorization: localStorage.getItem('token') ?? '',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: method === 'POST' ? body : undefined,
      });
      return response.json();
    },
    { method, url, form },
  );
}
