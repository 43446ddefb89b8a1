import { Mp3Encoder } from '@breezystack/lamejs';

/**
 * The seeded calls' recordings: real MP3 audio, speech-like (two voices taking turns, syllables
 * shaped by formants, pauses), of each call's own length.
 *
 * MP3 because every browser plays it in an <audio> element with range requests and it is small:
 * mono 8 kHz (a telephone's band) at 16 kbit/s is 2 KB a second, so a 15-minute call is 1.8 MB.
 * The encoder is lamejs (`@breezystack/lamejs`, pure JavaScript: no binary to install).
 *
 * Few distinct files, made lazily: `VOICES` base clips of `BASE_SECONDS` each are encoded once,
 * on the first request that needs one (about half a second each), never by the seed. At 8 kHz and
 * 16 kbit/s every MP3 frame is 576 samples (72 ms) in exactly 144 bytes, so a call of any length is
 * its base clip's frames repeated and cut at a frame: no further encoding, and the file's length
 * (size / 2000 bytes a second) is exact for a player's duration and seek.
 */
export const SAMPLE_RATE = 8000;
export const KBPS = 16;
const FRAME_SAMPLES = 576;
const FRAME_BYTES = (72 * KBPS * 1000) / SAMPLE_RATE;
export const BYTES_PER_SECOND = (KBPS * 1000) / 8;
const BASE_SECONDS = 30;
export const VOICES = 3;
/** Waveform buckets a second (the player's peaks). */
export const PEAKS_PER_SECOND = 10;

/** A small repeatable random source (mulberry32): the same voice is the same audio in every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Speech-like PCM: two speakers (low and high voice) alternate turns of syllables with pauses. */
export function speechLike(voice: number, seconds: number): Int16Array {
  const rand = random(0x5eed + voice * 7919);
  const pcm = new Int16Array(seconds * SAMPLE_RATE);
  const between = (min: number, max: number) => min + rand() * (max - min);
  let at = Math.round(between(0.2, 0.6) * SAMPLE_RATE);
  let speaker = 0;
  while (at < pcm.length) {
    const turnEnd = Math.min(pcm.length, at + Math.round(between(1.5, 6) * SAMPLE_RATE));
    const baseF0 = speaker === 0 ? between(105, 135) : between(190, 235);
    while (at < turnEnd) {
      const length = Math.round(between(0.12, 0.3) * SAMPLE_RATE);
      const f0 = baseF0 * between(0.9, 1.12);
      const glide = between(-0.15, 0.1);
      const f1 = between(300, 800);
      const f2 = between(900, 2200);
      const loudness = between(0.35, 0.8);
      let phase = 0;
      for (let i = 0; i < length && at + i < pcm.length; i++) {
        const progress = i / length;
        const envelope = Math.sin(Math.PI * progress) ** 2 * loudness;
        phase += (2 * Math.PI * f0 * (1 + glide * progress)) / SAMPLE_RATE;
        let sample = 0;
        for (let h = 1; h <= 10 && h * f0 < 3000; h++) {
          const f = h * f0;
          const gain = 1 / (1 + ((f - f1) / 180) ** 2) + 0.6 / (1 + ((f - f2) / 260) ** 2);
          sample += gain * Math.sin(h * phase);
        }
        pcm[at + i] = Math.max(-32767, Math.min(32767, Math.round((sample * 0.18 + (rand() - 0.5) * 0.02) * envelope * 32767)));
      }
      at += length + Math.round(between(0.04, 0.14) * SAMPLE_RATE);
    }
    at += Math.round(between(0.3, 1.2) * SAMPLE_RATE);
    speaker = 1 - speaker;
  }
  return pcm;
}

const voices = new Map<number, { pcm: Int16Array; peaks: number[] }>();
const encoded = new Map<number, Buffer[]>();

function voiceOf(voice: number) {
  let found = voices.get(voice);
  if (!found) {
    const pcm = speechLike(voice, BASE_SECONDS);
    found = { pcm, peaks: peaksOf(pcm) };
    voices.set(voice, found);
  }
  return found;
}

function encode(pcm: Int16Array): Buffer[] {
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, KBPS);
  const parts: Buffer[] = [];
  // lamejs answers Int8Array chunks: the same bytes, seen as a Buffer.
  const bytes = (chunk: Int8Array | Uint8Array) => Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  for (let i = 0; i < pcm.length; i += 1152) parts.push(bytes(encoder.encodeBuffer(pcm.subarray(i, i + 1152))));
  parts.push(bytes(encoder.flush()));
  const stream = Buffer.concat(parts);
  const frames: Buffer[] = [];
  for (let offset = 0; offset + FRAME_BYTES <= stream.length; offset += FRAME_BYTES) {
    const frame = stream.subarray(offset, offset + FRAME_BYTES);
    // Every frame starts with the MPEG sync word: the cut at a frame boundary is exact.
    if (frame[0] !== 0xff || (frame[1]! & 0xe0) !== 0xe0) throw new Error('lamejs: MP3 帧长度与预期不符');
    frames.push(frame);
  }
  return frames;
}

function peaksOf(pcm: Int16Array): number[] {
  const size = SAMPLE_RATE / PEAKS_PER_SECOND;
  const peaks: number[] = [];
  for (let start = 0; start < pcm.length; start += size) {
    let max = 0;
    for (let i = start; i < start + size && i < pcm.length; i++) max = Math.max(max, Math.abs(pcm[i]!));
    peaks.push(Math.round((max / 32767) * 100) / 100);
  }
  return peaks;
}

function framesOf(voice: number): Buffer[] {
  let found = encoded.get(voice);
  if (!found) {
    found = encode(voiceOf(voice).pcm);
    encoded.set(voice, found);
  }
  return found;
}

/** The MP3 bytes of a call of `seconds` in voice `voice` (0 .. VOICES - 1). */
export function recordingBytes(voice: number, seconds: number): Buffer {
  const frames = framesOf(voice);
  const count = Math.max(1, Math.ceil((seconds * SAMPLE_RATE) / FRAME_SAMPLES));
  return Buffer.concat(Array.from({ length: count }, (_, i) => frames[i % frames.length]!));
}

/** The waveform of the same audio: `PEAKS_PER_SECOND` values from 0 to 1 a second. */
export function recordingPeaks(voice: number, seconds: number): number[] {
  const { peaks } = voiceOf(voice);
  return Array.from({ length: Math.max(1, Math.ceil(seconds * PEAKS_PER_SECOND)) }, (_, i) => peaks[i % peaks.length]!);
}
