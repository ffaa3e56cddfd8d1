import { AboutSection } from './sections/AboutSection';
import { CategoryProducts } from './sections/CategoryProducts';
import { DiagnosisPromo } from './sections/DiagnosisPromo';
import { FeaturedProducts } from './sections/FeaturedProducts';
import { HeroSlider } from './sections/HeroSlider';
import { Ingredients } from './sections/Ingredients';
import { Promotions } from './sections/Promotions';
import { Testimonials } from './sections/Testimonials';
import { useScrollToRequestedSection } from './useScrollToRequestedSection';
import { useRenderedLater } from '../../lib/useRenderedLater';

export function HomePage() {
  useScrollToRequestedSection();
  // Opened by a link, the page paints its first screen (the hero and the ingredients) first.
  const later = useRenderedLater();
  return (
    <>
      <h1 className="visually-hidden">Mossbloom natural facial and skincare</h1>
      <HeroSlider />
      <Ingredients />
      {later && (
        <>
          <FeaturedProducts />
          <AboutSection />
          <CategoryProducts />
          <DiagnosisPromo />
          <Testimonials />
          <Promotions />
        </>
      )}
    </>
  );
}
