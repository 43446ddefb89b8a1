import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** What the carousel was told: antd's Carousel, recorded (react-slick's timers are not the point here). */
const told = vi.hoisted(() => [] as { autoplay?: unknown; speed?: unknown }[]);
vi.mock('antd', async (importOriginal) => {
  const antd = await importOriginal<typeof import('antd')>();
  const Carousel = (props: { autoplay?: unknown; speed?: unknown; children?: React.ReactNode }) => {
    told.push({ autoplay: props.autoplay, speed: props.speed });
    return <div>{props.children}</div>;
  };
  return { ...antd, Carousel };
});

const { BrandCarousel } = await import('./BrandCarousel');
const IMAGE = `/api/admin/upload/file/${'d4'.repeat(32)}.png`;
const SLIDES = [1, 2].map((id) => ({
  id,
  brandId: 1,
  host: 'localhost',
  webName: '云呼',
  title: `图${id}`,
  image: IMAGE,
  link: '',
  sort: id,
  enabled: 1 as const,
}));

function prefers(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => told.splice(0));
afterEach(cleanup);

describe('BrandCarousel', () => {
  it('turns by itself, with its slide animation', () => {
    prefers(false);
    render(<BrandCarousel slides={SLIDES} height={100} />);
    expect(told.at(-1)).toEqual({ autoplay: true, speed: 500 });
  });

  it('stays still and does not animate for a user who prefers reduced motion', () => {
    prefers(true);
    render(<BrandCarousel slides={SLIDES} height={100} />);
    expect(told.at(-1)).toEqual({ autoplay: false, speed: 0 });
  });

  it('links an image only to an http(s) address', () => {
    prefers(false);
    const { container } = render(
      <BrandCarousel
        slides={[
          { ...SLIDES[0]!, link: 'https://example.com/offer' },
          { ...SLIDES[1]!, link: 'javascript:alert(1)' },
        ]}
        height={100}
      />,
    );
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://example.com/offer']);
  });
});
