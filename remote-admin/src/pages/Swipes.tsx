import { Card, List, Typography } from 'antd';
import { BrandCarousel, noSlides, useShownSlides } from './BrandCarousel';

/** 轮播图 (/swipes, every role): the carousel of this host's brand, and its images in order. */
export default function Swipes() {
  const slides = useShownSlides();
  return (
    <Card title="轮播图" variant="borderless">
      <BrandCarousel slides={slides} height={240} empty={noSlides} />
      {slides && slides.length > 0 && (
        <List
          style={{ marginTop: 16 }}
          header={<Typography.Text strong>图片顺序</Typography.Text>}
          dataSource={slides}
          renderItem={(slide, index) => (
            <List.Item data-testid="swipe-title">
              {index + 1}. {slide.title}
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
