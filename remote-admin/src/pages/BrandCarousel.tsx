import { Carousel, Empty, Image, Skeleton } from 'antd';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { imageSrc, safeUrl } from '@console/sdk/safeUrl';
import { swiperApi, type SwiperRow } from '../contract';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const reducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;

/** The enabled carousel images of the brand of this host, in order (`swiperApi.listShown`). */
export function useShownSlides(): SwiperRow[] | null {
  const [slides, setSlides] = useState<SwiperRow[] | null>(null);
  useEffect(() => {
    swiperApi
      .listShown({ url: window.location.host })
      .then(({ data }) => setSlides(data))
      .catch(() => setSlides([]));
  }, []);
  return slides;
}

/**
 * The brand's carousel: turns by itself unless the user prefers reduced motion (then it stays still
 * and is turned by its dots, which take the keyboard). `empty`: what shows without any image.
 */
export function BrandCarousel({ slides, height, empty = null }: { slides: SwiperRow[] | null; height: number; empty?: React.ReactNode }) {
  const still = useSyncExternalStore(subscribe, reducedMotion);
  if (slides === null) return <Skeleton.Image active style={{ width: '100%', height }} />;
  if (!slides.length) return <>{empty}</>;
  return (
    <Carousel className="brand-carousel" autoplay={!still} autoplaySpeed={5000} speed={still ? 0 : 500} dots arrows={slides.length > 1}>
      {slides.map((slide) => {
        const picture = <Image preview={false} src={imageSrc(slide.image)} alt={slide.title} width="100%" height={height} style={{ objectFit: 'cover' }} />;
        const link = safeUrl(slide.link);
        return (
          <div key={slide.id} data-testid="brand-slide">
            {link ? (
              <a href={link} target="_blank" rel="noopener noreferrer">
                {picture}
              </a>
            ) : (
              picture
            )}
          </div>
        );
      })}
    </Carousel>
  );
}

export const noSlides = <Empty description="暂无轮播图" />;
