import { ALARM_TONE } from '@console/sdk';

type ToneContext = Pick<AudioContext, 'createOscillator' | 'createGain' | 'destination' | 'currentTime' | 'close'>;

/**
 * The alarm of spec sections 4 and 9: an 880 Hz tone at gain 0.3 for 500 ms, from Web Audio.
 * Without audio (no AudioContext, or autoplay refused) it is silently skipped.
 */
export function playAlarmTone(createContext: () => ToneContext = () => new AudioContext()): void {
  let context: ToneContext;
  try {
    context = createContext();
  } catch {
    return;
  }
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = ALARM_TONE.frequencyHz;
  gain.gain.value = ALARM_TONE.gain;
  oscillator.connect(gain);
  gain.connect(context.destination);
  oscillator.start(context.currentTime);
  oscillator.stop(context.currentTime + ALARM_TONE.durationMs / 1000);
  oscillator.onended = () => void context.close().catch(() => undefined);
}
