import { BrandCarousel, useShownSlides } from './BrandCarousel';

/** The top of the system home: the brand's carousel, where it has enabled images (nothing otherwise). */
export function DashboardCarousel() {
  const slides = useShownSlides();
  if (!slides?.length) return null;
  return (
    <div style={{ marginBottom: 16 }}>
      <BrandCarousel slides={slides} height={160} />
    </div>
  );
}
