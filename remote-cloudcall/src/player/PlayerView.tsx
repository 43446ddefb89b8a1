import { DeleteOutlined, FastBackwardOutlined, FastForwardOutlined, LinkOutlined, PauseOutlined, CaretRightOutlined } from '@ant-design/icons';
import { App, Button, Flex, Input, Popconfirm, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import WaveSurfer from 'wavesurfer.js';
import RegionsPlugin from 'wavesurfer.js/plugins/regions';
import { MARK_KIND, recordApi, type RecordingInfo, type RecordingMark } from '../contract';
import { clock, commandOf, momentLink, SPEEDS, stepSpeed } from './moment';

/** Plays; a play the browser interrupts (a pause or a seek right after) is no error. */
const play = (instance: WaveSurfer) => void instance.play().catch(() => undefined);

const markLabel = (kind: RecordingMark['kind']) => MARK_KIND.label(kind);
/** A mark's colour on the timeline and on its tag: its kind's, declared once in the contract. */
const markColor = (kind: RecordingMark['kind']) => MARK_KIND.color(kind)!;

export interface PlayerViewProps {
  info: RecordingInfo;
  /** Where to start (a moment link's `at`), in seconds. */
  at: number;
}

/**
 * The waveform player (wavesurfer.js, loaded with this module only when a player opens): the
 * waveform is drawn from the server's peaks, and the audio streams through the <audio> element by
 * range requests, so opening a long call downloads nothing but what is played.
 */
export default function PlayerView({ info, at }: PlayerViewProps) {
  const { message } = App.useApp();
  const container = useRef<HTMLDivElement>(null);
  const surfer = useRef<WaveSurfer | null>(null);
  const regions = useRef<ReturnType<typeof RegionsPlugin.create> | null>(null);
  const [ready, setReady] = useState(false);
  const [time, setTime] = useState(at);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [marks, setMarks] = useState(info.marks);
  const [kind, setKind] = useState<'note' | 'verdict'>('note');
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const duration = info.durationMs / 1000;

  useEffect(() => {
    const plugin = RegionsPlugin.create();
    const instance = WaveSurfer.create({
      container: container.current!,
      url: info.url,
      peaks: [info.peaks],
      duration,
      height: 88,
      barWidth: 2,
      barGap: 1,
      waveColor: '#91caff',
      progressColor: '#1677ff',
      cursorColor: '#0958d9',
      mediaControls: false,
      plugins: [plugin],
    });
    instance.on('ready', () => {
      if (at > 0) instance.setTime(Math.min(at, duration));
      setReady(true);
    });
    // The clock follows playback, and a seek at once (a click on the waveform, a skip), before the audio answers.
    instance.on('timeupdate', (seconds) => setTime(seconds));
    instance.on('interaction', (seconds) => setTime(seconds));
    instance.on('seeking', (seconds) => setTime(seconds));
    instance.on('play', () => setPlaying(true));
    instance.on('pause', () => setPlaying(false));
    instance.on('finish', () => setPlaying(false));
    plugin.on('region-clicked', (region, event) => {
      event.stopPropagation();
      instance.setTime(region.start);
      play(instance);
    });
    surfer.current = instance;
    regions.current = plugin;
    return () => {
      instance.destroy();
      surfer.current = null;
      regions.current = null;
    };
  }, [info.url]); // eslint-disable-line react-hooks/exhaustive-deps

  // The marks on the timeline: a line at each moment, in its kind's colour.
  useEffect(() => {
    const plugin = regions.current;
    if (!plugin || !ready) return;
    plugin.clearRegions();
    for (const mark of marks) {
      const label = document.createElement('span');
      label.textContent = markLabel(mark.kind);
      label.title = mark.text;
      label.className = 'recording-mark';
      label.dataset.markId = String(mark.id);
      label.style.cssText = `font-size:11px;padding:0 2px;color:#fff;background:${markColor(mark.kind)};cursor:pointer`;
      plugin.addRegion({ id: `mark-${mark.id}`, start: mark.atMs / 1000, color: markColor(mark.kind), drag: false, resize: false, content: label });
    }
  }, [marks, ready]);

  const playFrom = (seconds: number) => {
    if (!surfer.current) return;
    surfer.current.setTime(seconds);
    setTime(seconds);
    play(surfer.current);
  };
  const skip = (seconds: number) => {
    if (!surfer.current) return;
    const next = Math.min(duration, Math.max(0, surfer.current.getCurrentTime() + seconds));
    surfer.current.setTime(next);
    setTime(next);
  };
  const toggle = () => {
    if (!surfer.current) return;
    if (surfer.current.isPlaying()) surfer.current.pause();
    else play(surfer.current);
  };
  const changeSpeed = (rate: number) => {
    surfer.current?.setPlaybackRate(rate, true);
    setSpeed(rate);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // Typing a note, choosing in a select: the keys are the field's.
    if (target.closest('input, textarea, .ant-select')) return;
    const command = commandOf(event.key);
    if (!command || !surfer.current) return;
    event.preventDefault();
    if (command.kind === 'toggle') toggle();
    else if (command.kind === 'skip') skip(command.seconds);
    else if (command.kind === 'speed') changeSpeed(stepSpeed(speed, command.direction));
    else surfer.current.setTime(0);
  };

  const location = useLocation();
  const linkTo = useMemo(
    () => momentLink(location.pathname, location.search, { recordId: info.id, seconds: time }),
    [location.pathname, location.search, info.id, time],
  );
  const href = useHref(linkTo);
  const absolute = `${window.location.origin}${href}`;

  const pin = async () => {
    if (!text.trim()) {
      void message.warning('请填写标记内容');
      return;
    }
    setSaving(true);
    try {
      const { data } = await recordApi.addMark({ recordId: info.id, atMs: Math.round(time * 1000), kind, text: text.trim() });
      setMarks((current) => [...current, data].sort((a, b) => a.atMs - b.atMs || a.id - b.id));
      setText('');
      void message.success(`已在 ${clock(data.atMs / 1000)} 添加${markLabel(kind)}`);
    } catch {
      // The client showed the server's reason; the text stays.
    } finally {
      setSaving(false);
    }
  };

  const remove = async (mark: RecordingMark) => {
    try {
      await recordApi.deleteMark({ id: mark.id });
      setMarks((current) => current.filter((one) => one.id !== mark.id));
      void message.success('已删除标记');
    } catch {
      // The client showed the server's reason.
    }
  };

  return (
    <div
      className="recording-player"
      role="group"
      tabIndex={0}
      aria-label="录音播放器：空格播放或暂停，左右方向键快退或快进 10 秒，减号和加号调整速度"
      onKeyDown={onKeyDown}
    >
      <div ref={container} className="recording-waveform" aria-label="录音波形，点击跳转" style={{ cursor: 'pointer' }} />
      <Flex align="center" justify="space-between" wrap gap={8} style={{ marginTop: 8 }}>
        <Space wrap>
          <Tooltip title="快退 10 秒（←）">
            <Button icon={<FastBackwardOutlined />} aria-label="快退 10 秒" onClick={() => skip(-10)} disabled={!ready} />
          </Tooltip>
          <Button
            type="primary"
            icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
            aria-label={playing ? '暂停' : '播放'}
            onClick={toggle}
            disabled={!ready}
          >
            {playing ? '暂停' : '播放'}
          </Button>
          <Tooltip title="快进 10 秒（→）">
            <Button icon={<FastForwardOutlined />} aria-label="快进 10 秒" onClick={() => skip(10)} disabled={!ready} />
          </Tooltip>
          <Select
            aria-label="播放速度"
            value={speed}
            onChange={changeSpeed}
            style={{ width: 96 }}
            options={SPEEDS.map((rate) => ({ value: rate, label: `${rate}×` }))}
          />
          <Typography.Text className="recording-clock" aria-live="off">
            {clock(time)} / {clock(duration)}
          </Typography.Text>
        </Space>
        <Typography.Text copyable={{ text: absolute, tooltips: ['复制此刻链接', '已复制'] }}>
          <Typography.Link href={href} className="recording-moment-link">
            <LinkOutlined /> 此刻链接（{clock(time)}）
          </Typography.Link>
        </Typography.Text>
      </Flex>
      <Space.Compact style={{ width: '100%', marginTop: 12 }}>
        <Select
          aria-label="标记类型"
          value={kind}
          onChange={setKind}
          style={{ width: 96 }}
          options={[
            { value: 'note', label: '备注' },
            { value: 'verdict', label: '结论' },
          ]}
        />
        <Input
          aria-label="标记内容"
          placeholder="在当前时刻写下备注或结论"
          maxLength={200}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={() => void pin()}
        />
        <Button type="primary" loading={saving} onClick={() => void pin()}>
          在 {clock(time)} 添加
        </Button>
      </Space.Compact>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        标记（{marks.length}）
      </Typography.Title>
      {marks.length === 0 ? (
        <Typography.Text type="secondary">这段录音还没有标记</Typography.Text>
      ) : (
        <ul className="recording-marks" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {marks.map((mark) => (
            <li key={mark.id} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' }}>
              <Button type="link" size="small" onClick={() => playFrom(mark.atMs / 1000)} aria-label={`从 ${clock(mark.atMs / 1000)} 播放：${mark.text}`}>
                {clock(mark.atMs / 1000)}
              </Button>
              <Tag color={markColor(mark.kind)}>{markLabel(mark.kind)}</Tag>
              <Typography.Text style={{ flex: 1 }}>{mark.text}</Typography.Text>
              <Typography.Text type="secondary">{mark.username || '系统'}</Typography.Text>
              {mark.mine && (
                <Popconfirm title="提示" description="确定删除这条标记吗？" okText="确定" cancelText="取消" onConfirm={() => remove(mark)}>
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`删除标记：${mark.text}`} />
                </Popconfirm>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
