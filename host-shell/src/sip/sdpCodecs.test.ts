import { describe, expect, it } from 'vitest';
import { restrictAudioCodecs } from './sdpCodecs';

const offer = [
  'v=0',
  'o=- 1 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111 63 9 0 8 13 110 126',
  'c=IN IP4 0.0.0.0',
  'a=rtpmap:111 opus/48000/2',
  'a=rtcp-fb:111 transport-cc',
  'a=fmtp:111 minptime=10;useinbandfec=1',
  'a=rtpmap:63 red/48000/2',
  'a=rtpmap:9 G722/8000',
  'a=rtpmap:0 PCMU/8000',
  'a=rtpmap:8 PCMA/8000',
  'a=rtpmap:13 CN/8000',
  'a=rtpmap:110 telephone-event/48000',
  'a=rtpmap:126 telephone-event/8000',
  'a=sendrecv',
  'm=video 9 UDP/TLS/RTP/SAVPF 96',
  'a=rtpmap:96 VP8/90000',
  '',
].join('\r\n');

describe('restrictAudioCodecs (spec section 9: PCMU and OPUS)', () => {
  const result = restrictAudioCodecs(offer);

  it('offers exactly PCMU then OPUS on the audio line', () => {
    expect(result).toContain('m=audio 9 UDP/TLS/RTP/SAVPF 0 111\r\n');
  });

  it('drops the other codecs’ attributes and keeps the kept ones’', () => {
    expect(result).not.toMatch(/PCMA|G722|red\/|CN\/|telephone-event/);
    expect(result).toContain('a=rtpmap:111 opus/48000/2');
    expect(result).toContain('a=fmtp:111 minptime=10;useinbandfec=1');
    expect(result).toContain('a=rtpmap:0 PCMU/8000');
    expect(result).toContain('a=sendrecv');
  });

  it('leaves other media and sessions without audio alone', () => {
    expect(result).toContain('m=video 9 UDP/TLS/RTP/SAVPF 96\r\na=rtpmap:96 VP8/90000');
    const videoOnly = 'v=0\r\nm=video 9 RTP/AVP 96\r\n';
    expect(restrictAudioCodecs(videoOnly)).toBe(videoOnly);
  });

  it('knows static payload 0 as PCMU without an rtpmap', () => {
    expect(restrictAudioCodecs('v=0\nm=audio 5004 RTP/AVP 8 0\na=rtpmap:8 PCMA/8000\n')).toBe('v=0\nm=audio 5004 RTP/AVP 0\n');
  });
});
