import { act, render, screen } from '@testing-library/react';
import type { EventStreamOptions } from '@console/sdk/kit';
import { PageActiveContext } from '@console/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { panelDataApi, WALL_TEXTS, type WallFigures } from '../contract';

const streams: { path: string; options: EventStreamOptions<WallFigures>; stop: ReturnType<typeof vi.fn> }[] = [];
vi.mock('@console/sdk/kit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@console/sdk/kit')>()),
  openEventStream: (call: { path: string }, options: EventStreamOptions<WallFigures>) => {
    const stop = vi.fn();
    streams.push({ path: call.path, options, stop });
    return stop;
  },
}));
vi.mock('@console/sdk', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@console/sdk')>()),
  Chart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const { default: PanelData, companyChart, wallCards } = await import('./PanelData');

const figures = (todayCalls: number): WallFigures => ({
  at: '2026-12-06 21:00:00',
  runningBatches: 3,
  numbersToCall: 1200,
  lastMinuteCalls: 240,
  todayCalls,
  todayConnected: Math.round(todayCalls / 4),
  companies: [
    { companyId: 1, companyName: '星辰科技', calls: 30, connected: 10 },
    { companyId: 2, companyName: '远航贸易', calls: 20, connected: 5 },
  ],
  risksOpen: 2,
  topUpsWaiting: 3,
  topUpsWaitingAmount: 1234.5,
});

afterEach(() => {
  streams.length = 0;
  vi.useRealTimers();
});

describe('/panelData', () => {
  it('reads the pushed figures as cards and a chart of the busiest companies, the busiest on top', () => {
    expect(wallCards(figures(400)).map((card) => [card.title, card.value])).toEqual([
      ['进行中批次', 3],
      ['待呼叫号码', 1200],
      ['近1分钟呼叫', 240],
      ['今日呼叫', 400],
      ['今日接通', 100],
      ['今日接通率', '25.0%'],
      ['未处理风险号码', 2],
      ['待处理充值', 3],
    ]);
    expect(wallCards(figures(0)).find((card) => card.title === '今日接通率')!.value).toBe('0.0%');
    const option = companyChart(figures(400).companies);
    expect(option.yAxis.data).toEqual(['远航贸易', '星辰科技']);
    expect(option.series.map((series) => series.data)).toEqual([
      [20, 30],
      [5, 10],
    ]);
  });

  it('subscribes to the wall’s push, draws the newest of many pushes once a frame, and closes the stream on leaving', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const view = render(<PanelData />);
    expect(streams).toHaveLength(1);
    expect(streams[0].path).toBe(panelDataApi.events.path);
    expect(streams[0].options.event).toBe(WALL_TEXTS.event);
    act(() => {
      streams[0].options.onStatus!('live');
      for (let calls = 1; calls <= 300; calls++) streams[0].options.onData(figures(calls));
    });
    expect(screen.queryByText('今日呼叫')).toBeNull();
    await act(async () => vi.advanceTimersToNextFrame());
    expect(screen.getByText(WALL_TEXTS.live)).toBeTruthy();
    const card = screen.getByText('今日呼叫').closest('.ant-statistic')!;
    expect(card.textContent).toContain('300');
    expect(screen.getByRole('img', { name: '今日呼叫企业排行' })).toBeTruthy();
    act(() => streams[0].options.onStatus!('reconnecting'));
    expect(screen.getByText(WALL_TEXTS.reconnecting)).toBeTruthy();
    view.unmount();
    expect(streams[0].stop).toHaveBeenCalledTimes(1);
  });

  it('holds no stream while its page is hidden (kept), and subscribes again when shown', () => {
    const view = render(
      <PageActiveContext.Provider value={true}>
        <PanelData />
      </PageActiveContext.Provider>,
    );
    view.rerender(
      <PageActiveContext.Provider value={false}>
        <PanelData />
      </PageActiveContext.Provider>,
    );
    expect(streams).toHaveLength(1);
    expect(streams[0].stop).toHaveBeenCalledTimes(1);
    view.rerender(
      <PageActiveContext.Provider value={true}>
        <PanelData />
      </PageActiveContext.Provider>,
    );
    expect(streams).toHaveLength(2);
    expect(streams[1].stop).not.toHaveBeenCalled();
    view.unmount();
  });
});
