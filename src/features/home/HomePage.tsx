import { AboutSection } from './sections/AboutSection';
import { CategoryProducts } from './sections/CategoryProducts';
import { DiagnosisPromo } from './sections/DiagnosisPromo';
import { FeaturedProducts } from './sections/FeaturedProducts';
import { HeroSlider } from './sections/HeroSlider';
import { Ingredients } from './sections/Ingredients';
import { Promotions } from './sections/Promotions';
import { Testimonials } from './sections/Testimonials';
import { useScrollToRequestedSection } from './useScrollToRequestedSection';

export function HomePage() {
  useScrollToRequestedSection();
  return (
    <>
      <h1 className="visually-hidden">Mossbloom natural facial and skincare</h1>
      <HeroSlider />
      <Ingredients />
      <FeaturedProducts />
      <AboutSection />
      <CategoryProducts />
      <DiagnosisPromo />
      <Testimonials />
      <Promotions />
    </>
  );
}
