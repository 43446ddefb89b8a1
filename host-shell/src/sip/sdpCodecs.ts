import { SIP_AUDIO_CODECS } from '@console/sdk';

/**
 * Keeps only the spec's audio codecs (PCMU and OPUS, section 9) in an SDP's audio section, in the
 * spec's order of preference. JsSIP lets the phone rewrite each offer and answer with this.
 */
export function restrictAudioCodecs(sdp: string, codecs: readonly string[] = SIP_AUDIO_CODECS): string {
  const eol = sdp.includes('\r\n') ? '\r\n' : '\n';
  const lines = sdp.split(eol);
  const audioStart = lines.findIndex((line) => line.startsWith('m=audio'));
  if (audioStart < 0) return sdp;
  const nextMedia = lines.findIndex((line, i) => i > audioStart && line.startsWith('m='));
  const audioEnd = nextMedia < 0 ? lines.length : nextMedia;

  const payloadOf = new Map<string, string>(); // payload type -> codec name
  for (let i = audioStart; i < audioEnd; i++) {
    const match = /^a=rtpmap:(\d+) ([^/]+)\//.exec(lines[i]);
    if (match) payloadOf.set(match[1], match[2].toUpperCase());
  }
  // Static payload 0 is PCMU even without an rtpmap line.
  const [mLine, ...rest] = [lines[audioStart], ...lines.slice(audioStart + 1, audioEnd)];
  const [media, port, proto, ...payloads] = mLine.split(' ');
  const nameOf = (pt: string) => payloadOf.get(pt) ?? (pt === '0' ? 'PCMU' : '');
  const wanted = codecs.map((codec) => codec.toUpperCase());
  const kept = payloads.filter((pt) => wanted.includes(nameOf(pt))).sort((a, b) => wanted.indexOf(nameOf(a)) - wanted.indexOf(nameOf(b)));
  if (kept.length === 0) return sdp;
  const keptSet = new Set(kept);
  const attributes = rest.filter((line) => {
    const payload = /^a=(?:rtpmap|fmtp|rtcp-fb):(\d+)/.exec(line)?.[1];
    return payload === undefined || keptSet.has(payload);
  });
  return [...lines.slice(0, audioStart), [media, port, proto, ...kept].join(' '), ...attributes, ...lines.slice(audioEnd)].join(eol);
}
